import VellumCellLayout
import VellumNodes

/// The CSS grid of a `LazyVGrid`, `LazyHGrid` or `Grid`: tracks from `GridItem`s (fixed in
/// pixels, flexible as `minmax`, adaptive as `repeat(auto-fill, …)`), spacing as gaps, and a
/// `Grid` with as many auto-sized columns as its widest row. The stylesheet makes each
/// `GridRow` `display:contents`, so its cells are the grid's, and lets views outside rows span
/// every column.
enum HTMLGrid {
  static func declarations(for node: Node) -> [String] {
    var css = ["display:grid"]
    switch node.role {
    case .lazyVGrid:
      css.append("grid-template-columns:" + tracks(node[.columns]))
      if let gap = trackSpacing(node[.columns]) { css.append("column-gap:" + CSS.pixels(gap)) }
      if let spacing = HTMLStyle.number(node[.spacing]) {
        css.append("row-gap:" + CSS.pixels(spacing))
      }
      if case .name(let alignment) = node[.alignment] {
        css.append("justify-items:" + (alignment == .leading ? "start" : "end"))
      } else {
        css.append("justify-items:center")
      }
    case .lazyHGrid:
      css.append("grid-auto-flow:column")
      css.append("grid-template-rows:" + tracks(node[.rows]))
      if let gap = trackSpacing(node[.rows]) { css.append("row-gap:" + CSS.pixels(gap)) }
      if let spacing = HTMLStyle.number(node[.spacing]) {
        css.append("column-gap:" + CSS.pixels(spacing))
      }
    default:
      let columns =
        node.children.map { row in
          guard row.role == .gridRow else { return 1 }
          return row.children.reduce(0) { total, cell in
            if case .int(let span) = cell[.gridCellColumns] { return total + max(1, span) }
            return total + 1
          }
        }.max() ?? 1
      css.append("grid-template-columns:repeat(\(max(1, columns)),auto)")
      if let gap = HTMLStyle.number(node[.horizontalSpacing]) {
        css.append("column-gap:" + CSS.pixels(gap))
      }
      if let gap = HTMLStyle.number(node[.verticalSpacing]) {
        css.append("row-gap:" + CSS.pixels(gap))
      }
      if case .name(let alignment) = node[.alignment] {
        css.append("place-items:" + HTMLStyle.placeItems(alignment))
      }
    }
    return css
  }

  /// The CSS tracks of a `columns` or `rows` attribute.
  private static func tracks(_ value: AttributeValue?) -> String {
    guard case .list(let items) = value, !items.isEmpty else { return "1fr" }
    return items.map { item in
      if let length = item[field: .fixed].flatMap(HTMLStyle.number) { return CSS.pixels(length) }
      let adaptive = item[field: .adaptive]
      guard case .list(let pair)? = adaptive ?? item[field: .flexible], pair.count == 2,
        let low = HTMLStyle.number(pair[0]), let high = HTMLStyle.number(pair[1])
      else { return "1fr" }
      let range =
        "minmax(" + CSS.pixels(low) + "," + (high.isInfinite ? "1fr" : CSS.pixels(high)) + ")"
      return adaptive == nil ? range : "repeat(auto-fill," + range + ")"
    }.joined(separator: " ")
  }

  private static func trackSpacing(_ value: AttributeValue?) -> Double? {
    guard case .list(let items) = value else { return nil }
    return items.lazy.compactMap { $0[field: .spacing].flatMap(HTMLStyle.number) }.first
  }
}
