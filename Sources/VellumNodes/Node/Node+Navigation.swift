extension Node {
  /// The navigation title of the screen this node is (the first one set inside it, outside any
  /// nested navigation stack or presentation).
  package var navigationTitle: String? {
    guard case .string(let title) = screenValue(.navigationTitle) else { return nil }
    return title
  }

  /// Whether each of a stack's `screens` shows its title large, as iOS decides: `.large` and
  /// `.inline` say so, and `.automatic` (or nothing) takes the screen below's mode, large at
  /// the root.
  ///
  /// ```swift
  /// Node.showsLargeTitles(screens)   // [true, false] for a root and a pushed `.inline` screen
  /// ```
  package static func showsLargeTitles(_ screens: [Node]) -> [Bool] {
    var isLarge = true
    return screens.map { screen in
      switch screen.screenValue(.navigationBarTitleDisplayMode) {
      case .name(.large): isLarge = true
      case .name(.inline): isLarge = false
      default: break
      }
      return isLarge
    }
  }

  /// The first value of `name` set inside this screen, outside any nested navigation stack or
  /// presentation.
  private func screenValue(_ name: AttributeName) -> AttributeValue? {
    var stack: [Node] = [self]
    while let node = stack.popLast() {
      if let value = node[name] { return value }
      for child in node.children.reversed()
      where child.role != .navigationStack && !child.role.isPresentation {
        stack.append(child)
      }
    }
    return nil
  }

  /// The toolbar items set inside this screen, in order, outside any nested navigation stack or
  /// presentation.
  package var toolbarItems: [Node] {
    var items: [Node] = []
    var stack: [Node] = [self]
    while let node = stack.popLast() {
      if node.role == .toolbar {
        items += node.children.filter { $0.role == .toolbarItem }
        continue
      }
      for child in node.children.reversed()
      where child.role != .navigationStack && !child.role.isPresentation {
        stack.append(child)
      }
    }
    return items
  }

  /// The node as a bar shows it: every `Label` inside reduced to its icon, as iOS's toolbars
  /// draw labels (the icon-only label style); a label without an icon keeps its title.
  ///
  /// ```swift
  /// item.iconOnlyLabels   // Button { Label("Add", systemImage: "plus") } shows "+" alone
  /// ```
  package var iconOnlyLabels: Node {
    var copy = self
    if role == .label, children.contains(where: { $0.role == .image }) {
      copy.children = children.filter { $0.role == .image }
      return copy
    }
    copy.children = children.map(\.iconOnlyLabels)
    return copy
  }

  /// For a split view, the column a compact width (an iPhone) shows: the one its
  /// `preferredCompactColumn` names, else — as iOS collapses the split view into a stack that
  /// starts at the sidebar — the column after each one whose list has a selection.
  ///
  /// ```swift
  /// split.collapsedColumnIndex   // 1 once the sidebar's list selects a category
  /// ```
  package var collapsedColumnIndex: Int {
    let columns = children.filter { $0.role == .column }
    if let preferred = self[.preferredCompactColumn],
      let index = columns.firstIndex(where: { $0[.column] == preferred })
    {
      return index
    }
    var index = 0
    while index + 1 < columns.count, columns[index].hasListSelection { index += 1 }
    return index
  }

  /// For a split view, the column a compact width shows as a stack pushed onto the ones before
  /// it: when it is not the sidebar, the column before it's top screen goes under its own, so
  /// its bar has the back button iOS gives it; `nil` when the split view has no columns.
  ///
  /// ```swift
  /// split.collapsedColumn   // the detail's stack, with "‹ Recipes" to go back
  /// ```
  package var collapsedColumn: Node? {
    let columns = children.filter { $0.role == .column }
    let shown = collapsedColumnIndex
    guard columns.indices.contains(shown) else { return nil }
    var column = columns[shown]
    guard shown > 0,
      let previous = columns[shown - 1].children.first(where: { $0.role == .navigationStack })?
        .children.last(where: { $0.role == .screen }),
      let stack = column.children.firstIndex(where: { $0.role == .navigationStack })
    else { return column }
    var under = previous
    under.identity = Identity()
    column.children[stack].children.insert(under, at: 0)
    return column
  }

  /// Whether a list inside this node has a selected row.
  private var hasListSelection: Bool {
    if role == .list { return hasSelectedRow }
    return children.contains { $0.hasListSelection }
  }

  /// Whether a row inside this node is marked selected.
  private var hasSelectedRow: Bool {
    self[.selected] == .bool(true) || children.contains { $0.hasSelectedRow }
  }

  /// Which part of a bar a toolbar item goes in: `leading`, `principal`, `trailing`, `bottom`.
  package var toolbarSide: Keyword {
    if case .name(let side) = self[.side] { return side }
    return .trailing
  }
}
