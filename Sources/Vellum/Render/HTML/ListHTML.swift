/// Writes a `List` or `Form` as an inset grouped list: consecutive rows in a `<ul>`, each
/// section with its header above and footer below.
struct ListHTML {
  let renderer: HTMLRenderer

  func write(_ list: Node, into html: inout HTMLBuffer) {
    renderer.open("div", list.role == .form ? "list form" : "list", list, into: &html)
    var rows: [Node] = []
    for child in list.listRows {
      if child.role == .section {
        writeRows(rows, into: &html)
        rows.removeAll()
        writeSection(child, into: &html)
      } else {
        rows.append(child)
      }
    }
    writeRows(rows, into: &html)
    html.append("</div>")
  }

  private func writeSection(_ section: Node, into html: inout HTMLBuffer) {
    renderer.open("section", "section", section, into: &html)
    var rows: [Node] = []
    for part in section.listRows {
      switch part.role {
      case .header, .footer:
        writeRows(rows, into: &html)
        rows.removeAll()
        renderer.open(
          "div", part.role == .header ? "section-header" : "section-footer", part,
          into: &html)
        renderer.writeChildren(part, into: &html)
        html.append("</div>")
      default:
        rows.append(part)
      }
    }
    writeRows(rows, into: &html)
    html.append("</section>")
  }

  private func writeRows(_ rows: [Node], into html: inout HTMLBuffer) {
    guard !rows.isEmpty else { return }
    html.append("<ul class=\"group\">")
    for row in rows {
      html.append(
        row[.selected] == .bool(true)
          ? "<li class=\"row selected\" aria-selected=\"true\">" : "<li class=\"row\">")
      renderer.write(row, into: &html)
      html.append("</li>")
    }
    html.append("</ul>")
  }
}
