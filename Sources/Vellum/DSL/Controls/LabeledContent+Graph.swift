import Foundation

extension LabeledContent: PrimitiveView {
  package func update(_ record: GraphNode) {
    let (style, outer) = record.environment.innermostStyle(
      for: LabeledContentStyleConfiguration.self)
    if case .custom(let body) = style {
      record.output = .passthrough
      let configuration = LabeledContentStyleConfiguration(
        label: AnyView(label), content: AnyView(content))
      record.updateChild(0, body(configuration), environment: outer)
      record.trimChildren(to: 1)
      return
    }
    record.output = .element(
      Node(
        role: .labeledContent, identity: record.identity,
        attributes: record.labelsHiddenAttribute(for: .labeledContent)))
    record.updateChild(0, label, component: .index(0), environment: outer)
    record.updateChild(1, LabeledValue(content: content), component: .index(1), environment: outer)
  }
}

/// The value of labeled content, under its own node so renderers can put it on the trailing
/// side.
private struct LabeledValue<Content: View>: View, PrimitiveView {
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.element(.labeledValue, content: content)
  }
}
