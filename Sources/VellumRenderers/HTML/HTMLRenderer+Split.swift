import VellumNodes

extension HTMLRenderer {
  /// A split view: its columns side by side on a wide screen; on a compact one only the
  /// column iOS shows there (the sidebar, or the column pushed after a selection; see
  /// `Node.collapsedColumnIndex`), the others marked `compact-hidden`.
  func writeSplit(_ node: Node, into html: inout HTMLBuffer) {
    open("div", "navigationsplitview", node, into: &html)
    let shown = node.collapsedColumnIndex
    var column = 0
    for child in node.children {
      guard child.role == .column else {
        write(child, into: &html)
        continue
      }
      if column == shown {
        write(child, into: &html)
      } else {
        open("div", "column compact-hidden", child, into: &html)
        writeChildren(child, into: &html)
        html.append("</div>")
      }
      column += 1
    }
    html.append("</div>")
  }
}
