/// Menu items under a node of their own, drawn boxed.
struct MenuItemsNode<Content: View>: View, PrimitiveView {
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.element(.menuItems, content: content)
  }
}

extension GraphNode {
  /// Shows `content` alone, or — while `flag` is set — as a `role` node with `revealed` after
  /// it, whose taps clear the flag after they run: an open context menu, revealed swipe
  /// actions.
  func reveal<Content: View, Revealed: View>(
    _ content: Content, then revealed: Revealed, while flag: FlagToggle, as role: Role,
    attributes: [Attribute] = []
  ) {
    // The output comes first: whether this record is an element decides its children's
    // identities.
    guard flag.flag.wrappedValue else {
      output = .passthrough
      updateChild(0, content, component: .index(0))
      trimChildren(to: 1)
      return
    }
    output = .element(Node(role: role, identity: identity, attributes: attributes))
    updateChild(0, content, component: .index(0))
    var revealedEnvironment = environment
    revealedEnvironment.closesMenu = DismissAction(flag.clear)
    updateChild(1, revealed, component: .index(1), environment: revealedEnvironment)
    trimChildren(to: 2)
  }
}
