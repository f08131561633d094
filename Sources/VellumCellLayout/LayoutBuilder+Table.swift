import VellumNodes
import VellumValues

extension LayoutBuilder {
  /// A `Table` as wide as it is offered: the header row (the sorted column marked `▲`
  /// or `▼`), then a row per value, each column as wide as its widest cell and aligned as the
  /// column says; a selected row is marked `▸`. Column widths in points are honoured in HTML
  /// only.
  func tableBox(for node: Node, style: InheritedTextStyle) -> LayoutBox {
    let rows = node.children.filter { $0.role == .tableRow }
    let columnCount = max(1, rows.map(\.children.count).max() ?? 1)
    let cells: [[GridBox.Cell]] = rows.map { row in
      row.children.enumerated().map { index, cell in
        var content = inline(cell.children, style: style)
        if case .name(let order) = cell[.sortOrder] {
          content = DecoratedBox(
            prefix: "", suffix: order == .forward ? " ▲" : " ▼", child: content)
        }
        if index == 0 && row[.selected] == .bool(true) {
          content = DecoratedBox(prefix: "▸ ", suffix: "", child: content)
        }
        var alignment = Alignment.leading
        if case .name(let name) = cell[.alignment] {
          alignment.horizontal = horizontalAlignment(named: name)
        }
        return GridBox.Cell(box: content, alignment: alignment)
      }
    }
    let grid = GridBox(
      rows: cells, columns: .measured(count: columnCount), columnSpacing: 2, rowSpacing: 0)
    return FrameBox(
      width: FrameBox.Bounds(maximum: .max), height: FrameBox.Bounds(), alignment: .leading,
      child: grid)
  }
}
