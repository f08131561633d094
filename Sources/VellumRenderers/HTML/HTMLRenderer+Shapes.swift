import VellumCellLayout
import VellumNodes
import VellumValues

extension HTMLRenderer {
  /// A custom shape as inline SVG: its path (computed in the 100 × 100 reference square)
  /// stretched to the element's box, filled with its fill or the current color, or stroked when
  /// it has a stroke and no fill. Stroke widths stay in pixels however the box is stretched.
  func writeShape(_ node: Node, into html: inout HTMLBuffer) {
    open(
      "svg", "shape", node,
      extra: {
        $0.attribute("viewBox", viewBox(of: node))
        $0.attribute("preserveAspectRatio", "none")
        $0.attribute("role", "img")
      }, into: &html)
    html.append("<path")
    html.attribute("d", string(node[.path]) ?? "")
    let fill = node[.fill].flatMap(CSS.paint)
    if let stroke = node[.stroke], case .fields = stroke {
      html.attribute("fill", fill ?? "none")
      html.attribute("stroke", stroke[field: .style].flatMap(CSS.paint) ?? "currentColor")
      if case .double(let width) = stroke[field: .lineWidth] {
        html.attribute("stroke-width", formatNumber(width))
      }
      if case .name(let cap) = stroke[field: .lineCap] {
        html.attribute("stroke-linecap", cap.rawValue)
      }
      if case .name(let join) = stroke[field: .lineJoin] {
        html.attribute("stroke-linejoin", join.rawValue)
      }
      if case .list(let dash) = stroke[field: .dash] {
        html.attribute("stroke-dasharray", dash.map(\.description).joined(separator: " "))
      }
      html.attribute("vector-effect", "non-scaling-stroke")
    } else {
      html.attribute("fill", fill ?? "currentColor")
    }
    html.append("/></svg>")
  }

  /// The shape's view box: the reference square, or the box its node records.
  private func viewBox(of node: Node) -> String {
    guard case .list(let numbers) = node[.viewBox] else { return "0 0 100 100" }
    return numbers.map(\.description).joined(separator: " ")
  }
}
