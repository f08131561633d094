import Foundation
import VellumLayout
import VellumNodes
import VellumValues

extension SVGRenderer {
  /// The status bar in the top safe area: the time, and the cellular, Wi-Fi and battery
  /// indicators.
  func drawStatusBar(into svg: inout SVGBuffer) {
    let top = screen.safeArea.top
    guard top > 0 else { return }
    let baseline = min(top - 10, 37)
    let color = palette.label
    text(
      "9:41", x: 58, baseline: baseline, metrics: FontMetrics(size: 17, weight: 600), fill: color,
      anchor: "middle", into: &svg)
    let right = screen.size.width - 30
    let middle = baseline - 6
    for bar in 0..<4 {
      let height = 4 + Double(bar) * 2.3
      svg.rect(
        Rect(x: right - 64 + Double(bar) * 4.6, y: middle + 5 - height, width: 3, height: height),
        fill: color, radius: 1)
    }
    svg.element(
      "path",
      [
        ("d", "M\(SVGBuffer.number(right - 40)) \(SVGBuffer.number(middle - 1))a11 11 0 0 1 15 0"),
        ("fill", "none"), ("stroke", color), ("stroke-width", "2"), ("stroke-linecap", "round"),
      ])
    svg.element(
      "rect",
      SVGBuffer.frame(Rect(x: right - 22, y: middle - 6, width: 25, height: 12))
        + [("rx", "3.5"), ("fill", "none"), ("stroke", color), ("opacity", "0.4")])
    svg.rect(Rect(x: right - 20, y: middle - 4, width: 21, height: 8), fill: color, radius: 2)
  }

  /// The home indicator at the bottom of a screen that has one.
  func drawHomeIndicator(into svg: inout SVGBuffer) {
    guard screen.safeArea.bottom > 0 else { return }
    svg.rect(
      Rect(
        x: (screen.size.width - 134) / 2, y: screen.size.height - 13, width: 134, height: 5),
      fill: palette.label, radius: 2.5)
  }

  /// A navigation stack's bar: the back button, the toolbar's items, and the top screen's
  /// title (large at the bar's leading edge, or inline in its middle).
  func drawNavigationBar(_ placed: PlacedNode, style: SVGStyle, into svg: inout SVGBuffer) {
    guard let bar = placed.parts.first(where: { $0.part == .navigationBar })?.frame else { return }
    let screens = placed.node.children.filter { $0.role == .screen }
    guard let top = screens.last else { return }
    // Over a grouped list the bar shows the list's gray, and so does the status bar above a
    // bar at the top of the screen (not above one at the top of a sheet).
    if let content = placed.children.last?.frame, showsGroupedList(top) {
      let barTop = bar.minY <= screen.safeArea.top ? 0 : bar.minY
      svg.rect(
        Rect(x: bar.minX, y: barTop, width: bar.width, height: content.minY - barTop),
        fill: palette.groupedBackground)
    }
    let body = FontMetrics(size: 17)
    let inlineBaseline = bar.minY + 22 + body.ascent - body.lineHeight / 2
    var leading = bar.minX + 16
    if screens.count > 1 {
      let back = "‹ " + (screens[screens.count - 2].navigationTitle ?? "Back")
      text(
        back, x: bar.minX + 8, baseline: inlineBaseline, metrics: body, fill: style.tint, into: &svg
      )
      leading = bar.minX + 8 + body.width(of: Substring(back)) + 16
    }
    for item in top.toolbarItems where item.toolbarSide == .leading {
      leading += drawToolbarItem(
        item, at: leading, fromEnd: false, in: bar, style: style, into: &svg)
    }
    var trailing = bar.maxX - 16
    for item in top.toolbarItems.reversed() where item.toolbarSide == .trailing {
      trailing -= drawToolbarItem(
        item, at: trailing, fromEnd: true, in: bar, style: style, into: &svg)
    }
    guard let title = top.navigationTitle else { return }
    if bar.height > 44 {
      let large = FontMetrics(size: 34, weight: 700)
      text(
        title, x: bar.minX + 16, baseline: bar.minY + 44 + large.ascent + 3, metrics: large,
        fill: palette.label, into: &svg)
    } else {
      text(
        title, x: bar.minX + bar.width / 2, baseline: inlineBaseline,
        metrics: FontMetrics(size: 17, weight: 600), fill: palette.label, anchor: "middle",
        into: &svg)
    }
  }

  /// A toolbar item in the bar's first 44 points, starting (or, `fromEnd`, ending) at `x`:
  /// its icon when its label has one, as iOS's toolbars draw labels, else its title. Returns
  /// the room it took, with the gap after it.
  private func drawToolbarItem(
    _ item: Node, at x: Double, fromEnd: Bool, in bar: Rect, style: SVGStyle,
    into svg: inout SVGBuffer
  ) -> Double {
    let shown = item.iconOnlyLabels
    if let symbol = Self.symbolName(of: shown), shown.visibleText.isEmpty {
      let side = 22.0
      let frame = Rect(
        x: fromEnd ? x - side : x, y: bar.minY + (44 - side) / 2, width: side, height: side)
      drawSymbol(symbol, variant: nil, in: frame, color: style.tint, into: &svg)
      return side + 16
    }
    let label = item.visibleText
    guard !label.isEmpty else { return 0 }
    let body = FontMetrics(size: 17)
    text(
      label, x: x, baseline: bar.minY + 22 + body.ascent - body.lineHeight / 2, metrics: body,
      fill: style.tint, anchor: fromEnd ? "end" : nil, into: &svg)
    return body.width(of: Substring(label)) + 16
  }

  /// A tab view's bar: its background down to the screen's bottom, a hairline on top, and
  /// each tab's symbol over its label, the selected one in the tint.
  func drawTabBar(_ placed: PlacedNode, style: SVGStyle, into svg: inout SVGBuffer) {
    guard let bar = placed.parts.first(where: { $0.part == .tabBar })?.frame else { return }
    let backdrop = Rect(
      x: bar.minX, y: bar.minY, width: bar.width, height: screen.size.height - bar.minY)
    svg.rect(backdrop, fill: palette.bar)
    svg.rect(
      Rect(x: bar.minX, y: bar.minY, width: bar.width, height: 1.0 / 3), fill: palette.separator)
    let tabs = placed.node.children.filter { $0.tabItem != nil }
    guard !tabs.isEmpty else { return }
    let selected = placed.node.selectedTabIndex
    let slot = bar.width / Double(tabs.count)
    let caption = FontMetrics(size: 10, weight: 500)
    for (index, tab) in tabs.enumerated() {
      let center = bar.minX + slot * (Double(index) + 0.5)
      let color = index == selected ? style.tint : "#999999"
      let item = tab.tabItem?.children ?? []
      if let symbol = item.lazy.compactMap(Self.symbolName).first {
        drawSymbol(
          symbol, variant: nil, in: Rect(x: center - 12, y: bar.minY + 6, width: 24, height: 24),
          color: color, into: &svg)
      }
      let label = item.filter { $0.role != .image }.map(\.visibleText).joined(separator: " ")
      text(
        label, x: center, baseline: bar.minY + 42, metrics: caption, fill: color,
        anchor: "middle", into: &svg)
      if let badge = tab.tabBadge {
        svg.element(
          "circle",
          [
            ("cx", SVGBuffer.number(center + 14)), ("cy", SVGBuffer.number(bar.minY + 9)),
            ("r", "9"), ("fill", palette.red),
          ])
        text(
          badge, x: center + 14, baseline: bar.minY + 13, metrics: FontMetrics(size: 13),
          fill: "#FFFFFF", anchor: "middle", into: &svg)
      }
    }
  }

  /// Whether a screen's content is a grouped list or form that fills it.
  private func showsGroupedList(_ screen: Node) -> Bool {
    var node = screen
    while node.children.count == 1, let child = node.children.first {
      if child.role == .list || child.role == .form { return child[.listStyle] != .name(.plain) }
      node = child
    }
    return false
  }

  private static func symbolName(of node: Node) -> String? {
    if case .string(let name) = node[.systemName] { return name }
    for child in node.children { if let name = symbolName(of: child) { return name } }
    return nil
  }

  /// A list's inset-grouped sections: a card behind each section's rows, separators between
  /// rows, a chevron on each navigation link.
  func drawList(_ placed: PlacedNode, into svg: inout SVGBuffer) {
    if placed[.listStyle] != .name(.plain), var frame = placed.frame {
      // A list that reaches the safe area's bottom scrolls on under the home indicator.
      if frame.maxY >= screen.safeRect.maxY - 0.5 {
        frame.size.height = screen.size.height - frame.minY
      }
      svg.rect(frame, fill: palette.groupedBackground)
    }
    var sections: [Int: [Rect]] = [:]
    for (part, frame) in placed.parts {
      if case .row(let section) = part { sections[section, default: []].append(frame) }
    }
    for section in sections.keys.sorted() {
      let rows = sections[section] ?? []
      guard let first = rows.first, let last = rows.last else { continue }
      let card = Rect(
        x: first.minX, y: first.minY, width: first.width, height: last.maxY - first.minY)
      svg.rect(card, fill: palette.card, radius: 10)
      for row in rows.dropFirst() {
        svg.rect(
          Rect(x: row.minX + 16, y: row.minY, width: row.width - 16, height: 1.0 / 3),
          fill: palette.separator)
      }
    }
    // Each row's view, found in the row whose frame holds it: a selected row is highlighted,
    // a navigation link gets its chevron.
    let rows = placed.parts.compactMap { part -> Rect? in
      if case .row = part.part { return part.frame }
      return nil
    }
    let rowViews =
      placed.children.filter { $0.role != .section }
      + placed.children.filter { $0.role == .section }.flatMap(\.children)
    for view in rowViews {
      guard let frame = view.outerFrame, let row = Self.row(holding: frame, in: rows) else {
        continue
      }
      if view[.selected] == .bool(true) {
        svg.rect(row, fill: palette.isDark ? "#3A3A3C" : "#D1D1D6")
      }
      if view.role == .navigationLink { drawChevron(in: row, into: &svg) }
    }
  }

  /// The row, of rows in order down the list, whose frame holds `frame`: found by halving, so
  /// a list of many rows costs each of its views a few comparisons.
  private static func row(holding frame: Rect, in rows: [Rect]) -> Rect? {
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if rows[middle].maxY + 0.5 < frame.maxY { low = middle + 1 } else { high = middle }
    }
    guard rows.indices.contains(low), rows[low].minY <= frame.minY + 0.5 else { return nil }
    return rows[low]
  }

  private func drawChevron(in row: Rect, into svg: inout SVGBuffer) {
    let x = row.maxX - 16 - 7
    let y = row.minY + row.height / 2
    svg.element(
      "path",
      [
        ("d", "M\(SVGBuffer.number(x)) \(SVGBuffer.number(y - 6))l6 6l-6 6"), ("fill", "none"),
        ("stroke", "#C4C4C6"), ("stroke-width", "2"), ("stroke-linecap", "round"),
        ("stroke-linejoin", "round"),
      ])
  }
}
