import VellumCellLayout
import VellumHotPaths
import VellumLayout
import VellumNodes

/// Writes a `List` or `Form` as an inset grouped list: consecutive rows in a `<ul>`, each
/// section with its header above and footer below.
struct ListHTML {
  let renderer: HTMLRenderer

  func write(_ list: Node, into html: inout HTMLBuffer) {
    renderer.open("div", list.role == .form ? "list form" : "list", list, into: &html)
    writeRuns(of: list, breakingAt: { $0.role == .section }, into: &html) { section, html in
      writeSection(section, into: &html)
    }
    html.append("</div>")
  }

  private func writeSection(_ section: Node, into html: inout HTMLBuffer) {
    // A section, its header and its footer are nodes the layout placed, but written here
    // rather than by `HTMLRenderer.write(_:into:)`: they are entered here.
    renderer.frames?.enter(section)
    defer { renderer.frames?.leave() }
    renderer.open("section", "section", section, into: &html)
    writeRuns(of: section, breakingAt: { $0.role == .header || $0.role == .footer }, into: &html) {
      part, html in
      renderer.frames?.enter(part)
      defer { renderer.frames?.leave() }
      renderer.open(
        "div", part.role == .header ? "section-header" : "section-footer", part, into: &html)
      renderer.writeChildren(part, into: &html)
      html.append("</div>")
    }
    html.append("</section>")
  }

  /// Writes `parent`'s rows in runs, each run a group, and hands each child that `isBreak`
  /// picks (a section, a header) to `writeBreak` between them. The rows are read where the
  /// array keeps them: a list of 10,000 rows is not copied into runs first.
  private func writeRuns(
    of parent: Node, breakingAt isBreak: (Node) -> Bool, into html: inout HTMLBuffer,
    _ writeBreak: (Node, inout HTMLBuffer) -> Void
  ) {
    let rows = parent.listRows
    let children = rows.elementsInPlace
    var runStart = 0
    for index in children.indices where isBreak(children[index]) {
      writeRows(children, runStart..<index, into: &html)
      writeBreak(children[index], &html)
      runStart = index + 1
    }
    writeRows(children, runStart..<children.count, into: &html)
  }

  private func writeRows(
    _ rows: ElementsInPlace<Node>, _ run: Range<Int>, into html: inout HTMLBuffer
  ) {
    guard !run.isEmpty else { return }
    guard let frames = renderer.frames, let rowFrames = frames.takeRows(run.count) else {
      html.append("<ul class=\"group\">")
      for index in run {
        html.append(
          rows[index][.selected] == .bool(true)
            ? "<li class=\"row selected\" aria-selected=\"true\">" : "<li class=\"row\">")
        renderer.write(rows, at: index, into: &html)
        html.append("</li>")
      }
      html.append("</ul>")
      return
    }
    // Placed: the group spans its rows, each row at the frame the layout gave it.
    let origin = frames.origin
    html.append("<ul class=\"group at-frame\"")
    frames.writeStyle(
      at: rowFrames.dropFirst().reduce(rowFrames[0]) { $0.union($1) }, into: &html)
    html.append(">")
    let groupOrigin = frames.origin
    for (index, frame) in zip(run, rowFrames) {
      html.append(
        rows[index][.selected] == .bool(true)
          ? "<li class=\"row selected at-frame\" aria-selected=\"true\""
          : "<li class=\"row at-frame\"")
      frames.writeStyle(at: frame, into: &html)
      html.append(">")
      renderer.write(rows, at: index, into: &html)
      if rows[index].role == .navigationLink {
        html.append("<span class=\"chevron row-chevron\">›</span>")
      }
      html.append("</li>")
      frames.restore(groupOrigin)
    }
    html.append("</ul>")
    frames.restore(origin)
  }
}
