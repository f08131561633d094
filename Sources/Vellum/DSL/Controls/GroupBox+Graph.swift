extension GroupBox: PrimitiveView {
  package func update(_ record: GraphNode) {
    let (style, outer) = record.environment.innermostStyle(for: GroupBoxStyleConfiguration.self)
    if case .custom(let body) = style {
      record.output = .passthrough
      let configuration = GroupBoxStyleConfiguration(
        label: AnyView(label), content: AnyView(content))
      record.updateChild(0, body(configuration), environment: outer)
      record.trimChildren(to: 1)
      return
    }
    record.output = .element(Node(role: .groupBox, identity: record.identity))
    let header = Label.self == EmptyView.self ? nil : GroupBoxPart(role: .header, content: label)
    record.updateChild(0, header, component: .index(0), environment: outer)
    record.updateChild(1, content, component: .index(1), environment: outer)
  }
}

/// A group box's label under a header node, so renderers can tell it from the content.
private struct GroupBoxPart<Content: View>: View, PrimitiveView {
  let role: Role
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.element(role, content: content)
  }
}
