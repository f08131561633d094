extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
  package func update(_ record: GraphNode) {
    var attributes: [Attribute] = []
    if let isExpanded {
      attributes.append(Attribute(.expanded, .bool(isExpanded.wrappedValue), isBound: true))
    }
    record.output = .element(
      Node(role: .section, identity: record.identity, attributes: attributes))
    var count = 0
    if Parent.self != EmptyView.self {
      let toggle = isExpanded.map(FlagToggle.init)
      record.updateChild(
        count, SectionPart(role: .header, content: header, toggle: toggle), component: .index(0))
      count += 1
    }
    if isExpanded?.wrappedValue ?? true {
      record.updateChild(count, content, component: .index(1))
      count += 1
    }
    if Footer.self != EmptyView.self {
      record.updateChild(
        count, SectionPart(role: .footer, content: footer, toggle: nil), component: .index(2))
      count += 1
    }
    record.trimChildren(to: count)
  }
}

/// The header or footer of a section: a node of that role around the given view; a
/// collapsible section's header flips it when tapped.
private struct SectionPart<Content: View>: View, PrimitiveView {
  let role: Role
  let content: Content
  let toggle: FlagToggle?

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.control = toggle.map { .tap($0.flip) }
    record.element(role, content: content)
  }
}
