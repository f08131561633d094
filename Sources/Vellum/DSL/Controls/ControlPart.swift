/// One labelled part of a control (a gauge's or a slider's value labels) under a node of its
/// role, so renderers can place it; nothing when the control has none.
///
/// ```swift
/// ControlPart(role: .minimumValueLabel, content: Image(systemName: "speaker"))
/// ```
struct ControlPart<Content: View>: View, PrimitiveView {
  let role: Role
  let content: Content?

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    guard let content, Content.self != EmptyView.self else {
      record.output = .passthrough
      record.trimChildren(to: 0)
      return
    }
    record.element(role, content: content)
  }
}
