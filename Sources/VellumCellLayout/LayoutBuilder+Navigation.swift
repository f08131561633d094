import VellumNodes
import VellumValues

extension LayoutBuilder {
  /// A navigation stack: a bar with the back button (`‹ ` and the previous screen's title), the
  /// top screen's title (or its principal item) and its toolbar items, a line, then the top
  /// screen, then any bottom-bar items. Right to left, the bar is mirrored: the back button
  /// (`previous ›`) and leading items on the right, trailing items on the left.
  func navigationBox(for node: Node, style: InheritedTextStyle) -> LayoutBox {
    let screens = node.children.filter { $0.role == .screen }
    guard let top = screens.last else { return FillBox() }
    let items = top.toolbarItems
    // The bar is one line, as on iOS: an item too wide for it is cut short (`Anoth…`), never
    // wrapped into a column.
    var barStyle = style
    barStyle.layout.maximumLines = 1
    func group(_ side: Keyword) -> [LayoutBox] {
      items.filter { $0.toolbarSide == side }.map { item in
        // An item group's buttons run from the right too, right to left; labels show their
        // icons alone, as iOS's toolbars draw them.
        let children = item.children.map(\.iconOnlyLabels)
        return inline(isRightToLeft ? children.reversed() : children, style: barStyle)
      }
    }
    var leading = group(.leading)
    if screens.count > 1 {
      let previous = screens[screens.count - 2].navigationTitle ?? "Back"
      let back = isRightToLeft ? previous + " ›" : "‹ " + previous
      leading.insert(TextBox(back), at: 0)
    }
    var middle = group(.principal)
    if middle.isEmpty, let title = top.navigationTitle {
      // A closed title menu is the chevron after the title, as iOS draws it.
      let menus = items.filter { $0.toolbarSide == .titleMenu }.flatMap(\.children)
      middle =
        [TextBox(title, layout: barStyle.layout)]
        + menus.map { menu in
          menu[.expanded] == .bool(true)
            ? box(for: menu, style: barStyle) : inline(menu.children, style: barStyle)
        }
    }
    let trailing = group(.trailing)
    let content = StackBox(
      axis: .vertical, spacing: 0, alignment: .center,
      children: top.children.map { box(for: $0, style: style) })
    guard !(leading.isEmpty && middle.isEmpty && trailing.isEmpty) else { return content }
    func row(_ boxes: [LayoutBox]) -> LayoutBox {
      StackBox(
        axis: .horizontal, spacing: 1, alignment: .center,
        children: isRightToLeft ? boxes.reversed() : boxes)
    }
    let bar = BarBox(
      leading: row(isRightToLeft ? trailing : leading), title: row(middle),
      trailing: row(isRightToLeft ? leading : trailing))
    var parts: [LayoutBox] = [bar, divider(along: .vertical), content]
    let bottom = group(.bottom)
    if !bottom.isEmpty {
      parts += [divider(along: .vertical), row(bottom)]
    }
    return StackBox(axis: .vertical, spacing: 0, alignment: .center, children: parts)
  }

  /// A tab view: the selected tab, a line, then the tab bar with the selected tab in brackets
  /// and each tab's badge after its label, `Inbox (3)`.
  func tabBox(for node: Node, style: InheritedTextStyle) -> LayoutBox {
    let selected = node.selectedTabIndex
    let tabs = node.children
    let items = tabs.enumerated().compactMap { index, tab -> LayoutBox? in
      guard let item = tab.tabItem else { return nil }
      var label = inline(item.children, style: style)
      if let badge = tab.tabBadge {
        label = DecoratedBox(prefix: "", suffix: " (\(badge))", child: label)
      }
      return index == selected ? DecoratedBox(prefix: "[", suffix: "]", child: label) : label
    }
    var parts: [LayoutBox] = []
    if tabs.indices.contains(selected) {
      parts.append(box(for: tabs[selected].tabContent, style: style))
    }
    parts.append(divider(along: .vertical))
    parts.append(
      StackBox(
        axis: .horizontal, spacing: 3, alignment: .center,
        children: isRightToLeft ? items.reversed() : items))
    return StackBox(axis: .vertical, spacing: 0, alignment: .center, children: parts)
  }

  /// A split view: its columns side by side with a line between them when the screen is wide
  /// enough (80 cells), else the column a phone shows, with its back button.
  func splitBox(for node: Node, style: InheritedTextStyle) -> LayoutBox {
    let columns = node.children.map { box(for: $0, style: style) }
    return SplitBox(
      columns: columns,
      collapsed: node.collapsedColumn.map { box(for: $0, style: style) } ?? FillBox())
  }
}
