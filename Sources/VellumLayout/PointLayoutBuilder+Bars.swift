import Foundation
import VellumNodes
import VellumValues

extension PointLayoutBuilder {
  /// A navigation stack: the bar (taller with a large title), then the top screen filling
  /// the rest.
  mutating func navigationBox(for node: Node, style: TextStyle) -> BoxID {
    let screens = node.children.filter { $0.role == .screen }
    guard let top = screens.last else { return add(.fill) }
    let isLarge =
      top.navigationTitle != nil && Node.showsLargeTitles(screens).last == true
    let barHeight =
      PlatformMetrics.navigationBarHeight + (isLarge ? PlatformMetrics.largeTitleHeight : 0)
    return add(
      ColumnBox(
        parts: [
          ColumnBox.Part(
            box: part(.navigationBar, add(.bar(BarBox(height: barHeight, idealWidth: 0))))),
          ColumnBox.Part(box: box(for: top, along: nil, style: style), fillsHeight: true),
        ],
        fillsProposal: true))
  }

  /// A split view: on a compact width (an iPhone) collapsed to one column, as iOS collapses it
  /// into a stack (the sidebar, and the next column pushed once the one before it has a
  /// selection); on a regular width its columns side by side, the sidebar 320 points wide and
  /// the others sharing the rest.
  mutating func splitBox(for node: Node, style: TextStyle) -> BoxID {
    let columns = node.childrenInFlow.filter { $0.role == .column }
    guard let sidebar = columns.first else { return add(.fill) }
    guard screen.horizontalSizeClass == .regular, columns.count > 1 else {
      // The shown column pushed onto the one before it, so its bar has the back button.
      return box(for: node.collapsedColumn ?? sidebar, along: nil, style: style)
    }
    let sidebarBox = add(
      FrameBox(
        width: FrameBox.Bounds(fixed: PlatformMetrics.sidebarWidth), height: FrameBox.Bounds(),
        alignment: .center, child: box(for: sidebar, along: .horizontal, style: style)))
    return add(
      StackBox(
        axis: .horizontal, spacing: 0,
        alignment: .center,
        children: list(
          [sidebarBox] + boxes(for: Array(columns.dropFirst()), along: .horizontal, style: style)
        )))
  }

  /// A tab view: the selected tab filling the space above the tab bar.
  mutating func tabBox(for node: Node, style: TextStyle) -> BoxID {
    let tabs = node.children
    let selected = node.selectedTabIndex
    var parts: [ColumnBox.Part] = []
    if tabs.indices.contains(selected) {
      parts.append(
        ColumnBox.Part(
          box: box(for: tabs[selected].tabContent, along: nil, style: style), fillsHeight: true))
    }
    parts.append(
      ColumnBox.Part(
        box: part(
          .tabBar, add(.bar(BarBox(height: PlatformMetrics.tabBarHeight, idealWidth: 0))))))
    return add(ColumnBox(parts: parts, fillsProposal: true))
  }

  /// A list or a form, inset grouped as iOS draws them: each section a card inset from the
  /// screen's edges, its rows at least 44 points tall, the sections 35 points apart; views
  /// outside sections form sections of their own.
  mutating func listBox(for node: Node, style: TextStyle) -> BoxID {
    let list = records.last
    var parts: [ColumnBox.Part] = []
    var section = 0
    let textInsets = (
      PlatformMetrics.sectionInset + PlatformMetrics.rowContentInset,
      PlatformMetrics.sectionInset + PlatformMetrics.rowContentInset
    )
    func kept(_ part: SystemPart, _ box: BoxID) -> BoxID {
      if let list { placements.attach(.part(part, box: box), to: list) }
      return box
    }
    func addRows(_ rows: [Node], gap: Double) {
      for (index, row) in rows.enumerated() {
        let content = add(
          FrameBox(
            width: FrameBox.Bounds(maximum: .infinity), height: FrameBox.Bounds(),
            alignment: .leading, child: box(for: row, along: .horizontal, style: style)))
        let padded = add(
          .padding(
            PaddingBox(
              insets: EdgeInsets(
                top: PlatformMetrics.rowVerticalPadding, leading: PlatformMetrics.rowContentInset,
                bottom: PlatformMetrics.rowVerticalPadding,
                trailing: PlatformMetrics.rowContentInset),
              child: content)))
        parts.append(
          ColumnBox.Part(
            box: kept(.row(section: section), padded), gap: index == 0 ? gap : 0,
            insets: (PlatformMetrics.sectionInset, PlatformMetrics.sectionInset),
            minimumHeight: PlatformMetrics.minimumRowHeight))
      }
    }
    // Headers and footers in the footnote style, headers in capitals, as inset-grouped lists
    // show them.
    var footerStyle = style
    footerStyle.setFont(.footnote)
    var headerStyle = footerStyle
    headerStyle.textCase = .uppercase
    var loose: [Node] = []
    func closeLoose() {
      guard !loose.isEmpty else { return }
      addRows(loose, gap: PlatformMetrics.sectionSpacing)
      loose = []
      section += 1
    }
    for child in node.childrenInFlow {
      guard child.role == .section else {
        loose.append(child)
        continue
      }
      closeLoose()
      // A section has no box of its own; its placement holds its rows'.
      _ = beginRecording(child)
      do {
        let headers = child.children.filter { $0.role == .header }
        let footers = child.children.filter { $0.role == .footer }
        let rows = child.children.filter { $0.role != Role.header && $0.role != Role.footer }
        for header in headers {
          parts.append(
            ColumnBox.Part(
              box: box(for: header, along: nil, style: headerStyle),
              gap: PlatformMetrics.sectionSpacing, insets: textInsets))
        }
        addRows(rows, gap: headers.isEmpty ? PlatformMetrics.sectionSpacing : 7)
        for footer in footers {
          parts.append(
            ColumnBox.Part(
              box: box(for: footer, along: nil, style: footerStyle),
              gap: 7, insets: textInsets))
        }
      }
      records.removeLast()
      section += 1
    }
    closeLoose()
    return add(ColumnBox(parts: parts, fillsProposal: true))
  }
}
