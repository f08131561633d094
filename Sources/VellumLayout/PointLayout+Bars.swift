import Foundation
import VellumNodes
import VellumValues

extension PointLayout {
  /// A navigation stack: the bar (taller with a large title), then the top screen filling
  /// the rest.
  func navigationBox(for node: Node, style: TextStyle) -> Box {
    let screens = node.children.filter { $0.role == .screen }
    guard let top = screens.last else { return FillBox() }
    let isLarge =
      top.navigationTitle != nil && Node.showsLargeTitles(screens).last == true
    let barHeight =
      PlatformMetrics.navigationBarHeight + (isLarge ? PlatformMetrics.largeTitleHeight : 0)
    return ColumnBox(
      parts: [
        ColumnBox.Part(box: FixedBox(Size(width: 0, height: barHeight))),
        ColumnBox.Part(box: box(for: top, along: nil, style: style), fillsHeight: true),
      ],
      fillsProposal: true)
  }

  /// A tab view: the selected tab filling the space above the tab bar.
  func tabBox(for node: Node, style: TextStyle) -> Box {
    let tabs = node.children
    let selected = node.selectedTabIndex
    var parts: [ColumnBox.Part] = []
    if tabs.indices.contains(selected) {
      parts.append(
        ColumnBox.Part(
          box: box(for: tabs[selected].tabContent, along: nil, style: style), fillsHeight: true))
    }
    parts.append(
      ColumnBox.Part(box: FixedBox(Size(width: 0, height: PlatformMetrics.tabBarHeight))))
    return ColumnBox(parts: parts, fillsProposal: true)
  }

  /// A list or a form, inset grouped as iOS draws them: each section a card inset from the
  /// screen's edges, its rows at least 44 points tall, the sections 35 points apart; views
  /// outside sections form sections of their own.
  func listBox(for node: Node, style: TextStyle) -> Box {
    var parts: [ColumnBox.Part] = []
    var loose: [Node] = []
    func addRows(_ rows: [Node]) {
      for (index, row) in rows.enumerated() {
        parts.append(
          ColumnBox.Part(
            box: PaddingBox(
              insets: EdgeInsets(
                top: PlatformMetrics.rowVerticalPadding, leading: PlatformMetrics.rowContentInset,
                bottom: PlatformMetrics.rowVerticalPadding,
                trailing: PlatformMetrics.rowContentInset),
              child: FrameBox(
                width: FrameBox.Bounds(maximum: .infinity), height: FrameBox.Bounds(),
                alignment: .leading, child: box(for: row, along: .horizontal, style: style))),
            gap: index == 0 ? PlatformMetrics.sectionSpacing : 0,
            insets: (PlatformMetrics.sectionInset, PlatformMetrics.sectionInset),
            minimumHeight: PlatformMetrics.minimumRowHeight))
      }
    }
    for child in node.inFlow.children {
      guard child.role == .section else {
        loose.append(child)
        continue
      }
      if !loose.isEmpty {
        addRows(loose)
        loose = []
      }
      recording(child) {
        let rows = child.children.filter { $0.role != Role.header && $0.role != Role.footer }
        for header in child.children where header.role == .header {
          parts.append(
            ColumnBox.Part(
              box: box(for: header, along: nil, style: style), gap: PlatformMetrics.sectionSpacing,
              insets: (
                PlatformMetrics.sectionInset + PlatformMetrics.rowContentInset,
                PlatformMetrics.sectionInset + PlatformMetrics.rowContentInset
              )))
        }
        let before = parts.count
        addRows(rows)
        if parts.count > before, child.children.contains(where: { $0.role == .header }) {
          parts[before].gap = 7
        }
        for footer in child.children where footer.role == .footer {
          parts.append(
            ColumnBox.Part(
              box: box(for: footer, along: nil, style: style), gap: 7,
              insets: (
                PlatformMetrics.sectionInset + PlatformMetrics.rowContentInset,
                PlatformMetrics.sectionInset + PlatformMetrics.rowContentInset
              )))
        }
      }
    }
    if !loose.isEmpty { addRows(loose) }
    return ColumnBox(parts: parts, fillsProposal: true)
  }
}
