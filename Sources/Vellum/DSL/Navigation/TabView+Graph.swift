extension TabView: PrimitiveView {
  package func update(_ record: GraphNode) {
    let own = record.slot(0) { StateStorage<AnyHashable?>(nil) }
    let chosen: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? own.value
    var environment = record.environment
    environment.tabSelection = TabSelection(
      select: TabSelector(selection: selection, own: own).select)
    var attributes = record.styleAttribute(.tabView, as: .tabViewStyle)
    if let chosen {
      attributes.append(
        Attribute(.selection, AttributeValue(describing: chosen.base), isBound: selection != nil))
    }
    record.output = .element(
      Node(role: .tabView, identity: record.identity, attributes: attributes))
    record.updateChild(0, content, environment: environment)
  }
}

/// Attaches a `TabItem` node to the tab and makes it tappable.
struct TabItemModifier<Label: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let label: Label

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.output = .attached
    record.updateChild(0, content)
    record.updateChild(
      1, TabItemNode(label: label, tab: record),
      component: .attachment(.tabItem, nil, ordinal: record.attachmentOrdinal))
  }
}

/// The `TabItem` node: the tab's label in the tab bar; tapping it selects the tab.
private struct TabItemNode<Label: View>: View, PrimitiveView {
  let label: Label
  unowned let tab: GraphNode

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    let tab = tab
    let selection = record.environment.tabSelection
    record.control = .tap {
      guard let selection else { return }
      _ = selection.select(tab.tabKey)
    }
    record.element(.tabItem, content: label)
  }
}

extension GraphNode {
  /// The value that selects the tab this record is: the nearest `tag` around it, else its
  /// position among the tab view's tabs.
  var tabKey: AnyHashable {
    var current: GraphNode? = self
    while let record = current, !(record.isElement && record.nodes.first?.role == .tabView) {
      if let tag = record.memory as? TagValue { return tag.value }
      current = record.parent
    }
    guard let tabView = current?.nodes.first else { return AnyHashable(0) }
    return AnyHashable(tabView.children.firstIndex { $0.identity == identity } ?? 0)
  }
}
