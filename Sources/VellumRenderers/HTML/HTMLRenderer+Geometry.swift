import VellumCellLayout
import VellumNodes
import VellumValues

extension HTMLRenderer {
  /// A `GeometryReader`: its modifiers on the outside, and inside a box of the size it was
  /// measured at (so padding around it stays outside it, as in SwiftUI) with its content at
  /// the top-leading corner.
  func writeGeometryReader(_ node: Node, into html: inout HTMLBuffer) {
    open("div", "geometry-reader", node, into: &html)
    guard frames == nil else { return writePlacedChildren(of: node, into: &html) }
    openMeasuredBox("geometry-content", of: node, into: &html)
    writeChildren(node, into: &html)
    html.append("</div></div>")
  }

  /// A custom `Layout`: a box of the size its `sizeThatFits` returned, each subview absolutely
  /// positioned where its `placeSubviews` put it.
  func writeCustomLayout(_ node: Node, into html: inout HTMLBuffer) {
    open("div", "custom-layout", node, into: &html)
    guard frames == nil else { return writePlacedChildren(of: node, into: &html) }
    openMeasuredBox("layout-bounds", of: node, into: &html)
    var placements: [AttributeValue] = []
    if case .list(let rects) = node[.layoutPlacements] { placements = rects }
    for (index, child) in node.children.enumerated() {
      html.append("<div class=\"placed\"")
      if placements.indices.contains(index), case .fields = placements[index] {
        let rect = placements[index]
        let css = [(AttributeName.x, "left"), (.y, "top"), (.width, "width"), (.height, "height")]
          .compactMap { name, property in
            rect[field: name].flatMap(HTMLStyle.number).map { property + ":" + CSS.pixels($0) }
          }
        html.attribute("style", css.joined(separator: ";"))
      }
      html.append(">")
      write(child, into: &html)
      html.append("</div>")
    }
    html.append("</div></div>")
  }

  /// Writes `node`'s children, each at the frame the point layout gave it (which is where the
  /// reader's content or the layout's `placeSubviews` put it), and closes `node`'s element.
  private func writePlacedChildren(of node: Node, into html: inout HTMLBuffer) {
    writeChildren(node, into: &html)
    html.append("</div>")
  }

  /// Opens a `<div>` of class `className` as large as `node` was measured.
  private func openMeasuredBox(_ className: String, of node: Node, into html: inout HTMLBuffer) {
    html.append("<div")
    html.attribute("class", className)
    if let size = measuredSize(node) {
      html.attribute(
        "style", "width:" + CSS.pixels(size.width) + ";height:" + CSS.pixels(size.height))
    }
    html.append(">")
  }

  /// The size a geometry-reading view was measured at, in points.
  func measuredSize(_ node: Node) -> (width: Double, height: Double)? {
    guard let size = node[.measuredSize], let width = size[field: .width].flatMap(HTMLStyle.number),
      let height = size[field: .height].flatMap(HTMLStyle.number)
    else { return nil }
    return (width, height)
  }

  /// A `Canvas`: an SVG of the size it was measured at, with what its renderer drew — paths
  /// filled and stroked in their colors (a gradient as the text color), texts at their
  /// anchors, and images and symbols as outlined cells titled by their names.
  func writeCanvas(_ node: Node, into html: inout HTMLBuffer) {
    let size = measuredSize(node) ?? (0, 0)
    open(
      "svg", "canvas", node,
      extra: { html in
        html.attribute("width", formatNumber(size.width))
        html.attribute("height", formatNumber(size.height))
        html.attribute("viewBox", "0 0 \(formatNumber(size.width)) \(formatNumber(size.height))")
        html.attribute("role", "img")
      }, into: &html)
    if case .list(let operations) = node[.canvasOperations] {
      for operation in operations { writeCanvasOperation(operation, into: &html) }
    }
    html.append("</svg>")
  }

  private func writeCanvasOperation(_ operation: AttributeValue, into html: inout HTMLBuffer) {
    let paint =
      operation[field: .style].flatMap(CSS.paint).flatMap {
        $0.contains("gradient(") ? nil : $0
      } ?? "currentColor"
    let number = { (name: AttributeName) in operation[field: name].flatMap(HTMLStyle.number) ?? 0 }
    switch operation[field: .kind] {
    case .name(.fill), .name(.stroke):
      html.append("<path")
      html.attribute("d", string(operation[field: .path]) ?? "")
      if operation[field: .kind] == .name(.fill) {
        html.attribute("fill", paint)
      } else {
        html.attribute("fill", "none")
        html.attribute("stroke", paint)
        html.attribute("stroke-width", formatNumber(number(.lineWidth)))
      }
    case .name(.text):
      var anchor = (x: 0.5, y: 0.5)
      if case .list(let pair) = operation[field: .anchor], pair.count == 2 {
        anchor = (HTMLStyle.number(pair[0]) ?? 0.5, HTMLStyle.number(pair[1]) ?? 0.5)
      }
      html.append("<text")
      html.attribute("x", formatNumber(number(.x)))
      html.attribute("y", formatNumber(number(.y)))
      html.attribute("text-anchor", anchor.x < 0.25 ? "start" : anchor.x > 0.75 ? "end" : "middle")
      html.attribute(
        "dominant-baseline", anchor.y < 0.25 ? "hanging" : anchor.y > 0.75 ? "auto" : "central")
      html.attribute("fill", paint)
      if case .double(let opacity) = operation[field: .opacity] {
        html.attribute("opacity", formatNumber(opacity))
      }
      html.append(">")
      html.appendEscaped(string(operation[field: .label]) ?? "")
      html.append("</text>")
      return
    default:
      html.append("<rect")
      html.attribute("x", formatNumber(number(.x) - 4))
      html.attribute("y", formatNumber(number(.y) - 8))
      html.attribute("width", "8")
      html.attribute("height", "16")
      html.attribute("fill", "none")
      html.attribute("stroke", "currentColor")
      html.append("><title>")
      html.appendEscaped(string(operation[field: .label]) ?? "")
      html.append("</title></rect>")
      return
    }
    if case .double(let opacity) = operation[field: .opacity] {
      html.attribute("opacity", formatNumber(opacity))
    }
    html.append("/>")
  }
}
