extension Node {
  /// For a tab view: the index of the selected tab among its children.
  package var selectedTabIndex: Int {
    guard let selection = self[.selection] else { return 0 }
    if let tagged = children.firstIndex(where: { $0[.tag] == selection }) { return tagged }
    if case .int(let index) = selection, children.indices.contains(index) { return index }
    return 0
  }

  /// The label of a tab: the children of its `TabItem`.
  package var tabItem: Node? {
    children.first { $0.role == .tabItem }
  }

  /// The badge a tab shows on its tab bar item (`.badge` on the tab's content), if any.
  package var tabBadge: String? {
    if case .string(let badge) = self[.badge] { return badge }
    return nil
  }

  /// A tab's content as it shows above the tab bar: without the badge, which the tab bar
  /// draws.
  package var tabContent: Node {
    var content = self
    content.attributes.removeAll { $0.name == .badge }
    return content
  }
}
