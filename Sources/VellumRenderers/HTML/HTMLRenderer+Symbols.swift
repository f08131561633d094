import VellumCellLayout
import VellumNodes

extension HTMLRenderer {
  /// Writes an SF Symbol as inline SVG drawn from the project's catalog, in the text's color
  /// and size; an unknown name draws a neutral dashed square of the same size, labelled with
  /// its name for assistive technology.
  ///
  /// ```html
  /// <svg class="symbol" viewBox="0 0 24 24" role="img" aria-label="star"><path d="…"/></svg>
  /// ```
  func writeSymbol(_ name: String, variant: String?, node: Node, into html: inout HTMLBuffer) {
    let symbol = SymbolCatalog.symbol(named: name, variant: variant)
    open(
      "svg", symbol == nil ? "symbol unknown" : "symbol", node,
      extra: { html in
        html.attribute("viewBox", "0 0 24 24")
        html.attribute("role", "img")
        if node[.accessibilityLabel] == nil { html.attribute("aria-label", name) }
      }, into: &html)
    if let symbol {
      writeDrawing(symbol, into: &html)
    } else {
      path("placeholder", SymbolPath.roundedRect(3, 3, 18, 18, 4), into: &html)
    }
    html.append("</svg>")
  }

  /// Writes a symbol that only decorates a control (a search bar's magnifying glass): hidden
  /// from assistive technology, in the control's color.
  func writeDecorativeSymbol(_ name: String, into html: inout HTMLBuffer) {
    guard let symbol = SymbolCatalog.symbol(named: name) else { return }
    html.append("<svg class=\"symbol\" viewBox=\"0 0 24 24\" aria-hidden=\"true\">")
    writeDrawing(symbol, into: &html)
    html.append("</svg>")
  }

  private func writeDrawing(_ symbol: SymbolCatalog.Symbol, into html: inout HTMLBuffer) {
    let drawing = symbol.drawing
    let variant = symbol.variant
    guard let enclosure = variant.enclosure else {
      if variant.isFilled, !drawing.body.isEmpty {
        path("solid", drawing.body, into: &html)
        path(nil, drawing.lines, into: &html)
        path("knockout", drawing.details, into: &html)
      } else {
        path(nil, drawing.outline, into: &html)
      }
      if variant.isSlashed { path(nil, "M3 3l18 18", into: &html) }
      return
    }
    let shape =
      enclosure == .circle
      ? SymbolPath.circle(12, 12, 10) : SymbolPath.roundedRect(2, 2, 20, 20, 5)
    path(variant.isFilled ? "solid" : nil, shape, into: &html)
    // The base symbol at a little over half size in the middle, in the knocked-out color when
    // the enclosure is filled.
    html.append("<g")
    html.attribute("class", variant.isFilled ? "inset knockout" : "inset")
    html.append(" transform=\"matrix(.55 0 0 .55 5.4 5.4)\">")
    path(nil, drawing.outline + (variant.isSlashed ? "M3 3l18 18" : ""), into: &html)
    html.append("</g>")
  }

  private func path(_ className: String?, _ data: String, into html: inout HTMLBuffer) {
    guard !data.isEmpty else { return }
    html.append("<path")
    if let className { html.attribute("class", className) }
    html.attribute("d", data)
    html.append("/>")
  }
}
