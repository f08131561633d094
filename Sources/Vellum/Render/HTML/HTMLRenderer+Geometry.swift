extension HTMLRenderer {
  /// A `GeometryReader`: its modifiers on the outside, and inside a box of the size it was
  /// measured at (so padding around it stays outside it, as in SwiftUI) with its content at
  /// the top-leading corner.
  func writeGeometryReader(_ node: Node, into html: inout HTMLBuffer) {
    open("div", "geometry-reader", node, into: &html)
    html.append("<div class=\"geometry-content\"")
    if let size = measuredSize(node) {
      html.attribute(
        "style", "width:" + CSS.pixels(size.width) + ";height:" + CSS.pixels(size.height))
    }
    html.append(">")
    writeChildren(node, into: &html)
    html.append("</div></div>")
  }

  /// The size a geometry-reading view was measured at, in points.
  func measuredSize(_ node: Node) -> (width: Double, height: Double)? {
    guard let size = node[.measuredSize], let width = size[field: .width].flatMap(HTMLStyle.number),
      let height = size[field: .height].flatMap(HTMLStyle.number)
    else { return nil }
    return (width, height)
  }
}
