/// A disclosure group with its state resolved to a binding: the node, or a custom style's body.
struct DisclosureGroupBody<Label: View, Content: View>: View, PrimitiveView {
  let isExpanded: Binding<Bool>
  let label: Label
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    let (style, outer) = record.environment.innermostStyle(
      for: DisclosureGroupStyleConfiguration.self)
    if case .custom(let body) = style {
      record.output = .passthrough
      let configuration = DisclosureGroupStyleConfiguration(
        label: AnyView(label), content: AnyView(content),
        isExpanded: isExpanded)
      record.updateChild(0, body(configuration), environment: outer)
      record.trimChildren(to: 1)
      return
    }
    let expanded = isExpanded.wrappedValue
    record.output = .element(
      Node(
        role: .disclosureGroup, identity: record.identity,
        attributes: [Attribute(.expanded, .bool(expanded), isBound: true)]))
    record.updateChild(
      0, DisclosureLabel(isExpanded: isExpanded, content: label), component: .index(0),
      environment: outer)
    if expanded {
      record.updateChild(1, content, component: .index(1), environment: outer)
    }
    record.trimChildren(to: expanded ? 2 : 1)
  }
}

/// A disclosure group's label: tapping it flips the group.
private struct DisclosureLabel<Content: View>: View, PrimitiveView {
  let isExpanded: Binding<Bool>
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.control = .tap(FlagToggle(isExpanded).flip)
    record.element(.disclosureLabel, content: content)
  }
}
