/// A menu with its open state resolved: the node, or a custom style's body.
struct MenuBody<Label: View, Content: View>: View, PrimitiveView {
  let isOpen: Binding<Bool>
  let label: Label
  let content: Content
  let primaryAction: (@MainActor () -> Void)?

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    let (style, outer) = record.environment.innermostStyle(for: MenuStyleConfiguration.self)
    if case .custom(let body) = style {
      record.output = .passthrough
      let configuration = MenuStyleConfiguration(
        label: AnyView(label), content: AnyView(content))
      record.updateChild(0, body(configuration), environment: outer)
      record.trimChildren(to: 1)
      return
    }
    let open = isOpen.wrappedValue
    var attributes = [Attribute(.expanded, .bool(open))] + record.disabledAttribute
    if case .builtin(let name) = style, name != .automatic {
      attributes.append(Attribute(.menuStyle, .name(name)))
    }
    record.output = .element(Node(role: .menu, identity: record.identity, attributes: attributes))
    let toggle = FlagToggle(isOpen)
    var labelEnvironment = outer
    labelEnvironment.closesMenu = nil
    record.updateChild(
      0, MenuLabel(action: primaryAction ?? toggle.flip, content: label), component: .index(0),
      environment: labelEnvironment)
    if open {
      var items = outer
      items.closesMenu = DismissAction(toggle.clear)
      record.updateChild(
        1, MenuItemsNode(content: content), component: .index(1), environment: items)
    }
    record.trimChildren(to: open ? 2 : 1)
  }
}

/// A menu's label: tapping it opens the menu or runs its primary action.
private struct MenuLabel<Content: View>: View, PrimitiveView {
  let action: @MainActor () -> Void
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.control = .tap(action)
    record.element(.menuLabel, content: content)
  }
}
