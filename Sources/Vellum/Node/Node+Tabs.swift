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
}
