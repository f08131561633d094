import VellumCellLayout
import VellumNodes

extension HTMLRenderer {
  /// Writes a `Table` as a `<table>`: the header row in `<thead>` (`aria-sort` on the sorted
  /// column), the rows in `<tbody>` (`aria-selected` on a selected row), and each column's
  /// alignment and width on its cells (as CSS, from `HTMLStyle`).
  func writeTable(_ node: Node, into html: inout HTMLBuffer) {
    open("table", "table", node, into: &html)
    let rows = node.children.filter { $0.role == .tableRow }
    let header = rows.first { $0[.header] == .bool(true) }
    if let header {
      html.append("<thead><tr>")
      for cell in header.children { writeCell(cell, tag: "th", into: &html) }
      html.append("</tr></thead>")
    }
    html.append("<tbody>")
    for row in rows where row[.header] != .bool(true) {
      html.append("<tr")
      if row[.selected] == .bool(true) { html.attribute("aria-selected", "true") }
      html.append(">")
      for cell in row.children { writeCell(cell, tag: "td", into: &html) }
      html.append("</tr>")
    }
    html.append("</tbody></table>")
  }

  private func writeCell(_ cell: Node, tag: StaticString, into html: inout HTMLBuffer) {
    open(
      tag, "table-cell", cell,
      extra: { html in
        if case .int(let span) = cell[.span], span > 1 { html.attribute("colspan", String(span)) }
        if case .name(let order) = cell[.sortOrder] {
          html.attribute("aria-sort", order == .forward ? "ascending" : "descending")
        }
      }, into: &html)
    writeChildren(cell, into: &html)
    html.append("</")
    html.append(tag)
    html.append(">")
  }
}
