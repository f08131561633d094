import VellumCellLayout
import VellumLayout
import VellumNodes
import VellumValues

/// Renders a screen as a self-contained SVG image at its device's size in points: every view
/// painted at the frame the point layout gave it, the status bar, the system's bars and the
/// home indicator drawn at iOS's sizes, presentations over the dimmed screen. Colors are
/// resolved for the host's appearance; text is set in Inter (San Francisco's stand-in, whose
/// advances the layout measured) with the system's sans-serif as a fallback.
///
/// ```swift
/// host.render(.svg)   // <svg xmlns="http://www.w3.org/2000/svg" width="393" height="852" …>
/// ```
package struct SVGRenderer {
  let palette: SVGPalette
  let screen: Screen

  /// A renderer for `root`'s screen and appearance.
  package init(for root: Node) {
    let scheme = root[.preferredColorScheme] ?? root[.colorScheme]
    palette = SVGPalette(isDark: scheme == .name(.dark))
    screen = Screen(of: root)
  }

  /// `root`'s screen with `presentations` drawn over it, in the order presented.
  package func render(_ root: Node, presentations: [Node]) -> String {
    let layout = PointLayout(screen: screen)
    let placed = layout.layout(root)
    var svg = SVGBuffer()
    svg.element(
      "rect",
      SVGBuffer.frame(Rect(origin: Point(x: 0, y: 0), size: screen.size))
        + [("fill", background(of: root))])
    draw(placed, style: SVGStyle(palette: palette), into: &svg)
    drawStatusBar(into: &svg)
    for presentation in presentations {
      drawPresentation(presentation, layout: layout, into: &svg)
    }
    drawHomeIndicator(into: &svg)
    return document(svg, size: screen.size)
  }

  /// `root`'s content alone as an image, as `ImageRenderer` draws a view: proposed `width`
  /// and `height` (`nil` for its ideal size), at the size it chose, without the screen's
  /// chrome; on a clear backdrop unless `isOpaque`.
  ///
  /// ```swift
  /// SVGRenderer(for: root).renderImage(root, width: nil, height: nil, isOpaque: false)
  /// ```
  package func renderImage(_ root: Node, width: Double?, height: Double?, isOpaque: Bool)
    -> (svg: String, width: Double, height: Double)
  {
    let (placed, size) = PointLayout(screen: screen).layoutAlone(
      root, width: width, height: height)
    var svg = SVGBuffer()
    if isOpaque {
      svg.element(
        "rect",
        SVGBuffer.frame(Rect(origin: Point(x: 0, y: 0), size: size))
          + [("fill", palette.background)])
    }
    draw(placed, style: SVGStyle(palette: palette), into: &svg)
    return (document(svg, size: size), size.width, size.height)
  }

  /// The SVG document of `svg`'s drawing at `size`.
  private func document(_ svg: borrowing SVGBuffer, size: Size) -> String {
    let width = SVGBuffer.number(size.width)
    let height = SVGBuffer.number(size.height)
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
      + " viewBox=\"0 0 \(width) \(height)\""
      + " font-family=\"Inter, -apple-system, system-ui, sans-serif\">\n"
      + fontDefinitions(svg.faces) + svg.text + "</svg>\n"
  }

  /// The image's style sheet: the faces of Inter its texts are set in, embedded.
  private func fontDefinitions(_ faces: Set<FontMetrics.Face>) -> String {
    guard !faces.isEmpty else { return "" }
    return "  <defs><style>" + EmbeddedFont.fontFaces(faces) + "</style></defs>\n"
  }

  /// The screen's backdrop: grouped gray behind a list or form that fills it, else the
  /// system background.
  private func background(of root: Node) -> String {
    var node = root
    while node.children.count == 1, let child = node.children.first {
      if child.role == .list || child.role == .form {
        return child[.listStyle] == .name(.plain) ? palette.background : palette.groupedBackground
      }
      node = child
    }
    return palette.background
  }

  /// Draws `placed` and what is inside it: its backgrounds, itself, its children, its
  /// overlays.
  func draw(_ placed: PlacedNode, style inherited: SVGStyle, into svg: inout SVGBuffer) {
    let node = placed.node
    if node[.hidden] == .bool(true) || node.role.isPresentation { return }
    let style = inherited.applying(node)
    let opacity = style.opacity(of: node)
    if opacity < 1 { svg.open("g", [("opacity", SVGBuffer.number(opacity))]) }
    for (index, attribute) in node.attributes.enumerated() where attribute.name == .background {
      for layer in placed.layers[index] ?? [] { draw(layer, style: style, into: &svg) }
    }
    drawSelf(placed, node, style: style, into: &svg)
    for child in Self.inDrawingOrder(placed.children) {
      draw(child, style: style.inside(node), into: &svg)
    }
    for (index, attribute) in node.attributes.enumerated() where attribute.name == .overlay {
      for layer in placed.layers[index] ?? [] { draw(layer, style: style, into: &svg) }
    }
    if case .fields = node[.border] ?? .bool(false), let frame = placed.outerFrame {
      svg.element(
        "rect",
        SVGBuffer.frame(frame) + [
          ("fill", "none"), ("stroke", node[.border]?[field: .style].flatMap(color) ?? style.text),
        ])
    }
    if opacity < 1 { svg.close("g") }
  }

  /// Children back to front: by `zIndex` (0 when unset), and in their order where it is equal.
  private static func inDrawingOrder(_ children: [PlacedNode]) -> [PlacedNode] {
    guard children.contains(where: { $0[.zIndex] != nil }) else { return children }
    return children.enumerated().sorted { lhs, rhs in
      let left = lhs.element[.zIndex]?.number ?? 0
      let right = rhs.element[.zIndex]?.number ?? 0
      return left != right ? left < right : lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// Paints what `node`, the node `placed` places, shows at its frame.
  private func drawSelf(
    _ placed: PlacedNode, _ node: Node, style: SVGStyle, into svg: inout SVGBuffer
  ) {
    guard let frame = placed.frame else { return }
    switch node.role {
    case .text:
      drawText(placed, style: style, into: &svg)
    case .image:
      drawImage(node, in: frame, style: style, into: &svg)
    case .color, .linearGradient, .gradient, .rectangle, .roundedRectangle, .capsule, .circle,
      .ellipse, .shape:
      drawShape(node, in: frame, style: style, into: &svg)
    case .divider:
      svg.rect(frame, fill: palette.separator)
    case .list, .form:
      drawList(placed, into: &svg)
    case .navigationStack:
      drawNavigationBar(placed, style: style, into: &svg)
    case .tabView:
      drawTabBar(placed, style: style, into: &svg)
    default:
      drawControl(placed, in: frame, style: style, into: &svg)
    }
  }

  /// A text's lines, each at its baseline, aligned as its `multilineTextAlignment` says.
  func drawText(_ placed: PlacedNode, style: SVGStyle, into svg: inout SVGBuffer) {
    guard let frame = placed.frame, let (lines, metrics) = placed.textLines else { return }
    for (index, line) in lines.enumerated() {
      var x = frame.minX
      if style.textAlignment != .leading {
        let width = metrics.width(of: Substring(line))
        x += style.textAlignment == .center ? (frame.width - width) / 2 : frame.width - width
      }
      text(
        line, x: x, baseline: frame.minY + Double(index) * metrics.lineHeight + metrics.ascent,
        metrics: metrics, fill: style.text, into: &svg)
    }
  }

  /// One line of text at a baseline.
  func text(
    _ line: String, x: Double, baseline: Double, metrics: FontMetrics, fill: String,
    anchor: String? = nil, into svg: inout SVGBuffer
  ) {
    guard !line.isEmpty else { return }
    svg.start("text")
    svg.attribute("x", number: x)
    svg.attribute("y", number: baseline)
    svg.attribute("font-size", number: metrics.size)
    if metrics.weight != 400 { svg.attribute("font-weight", String(metrics.weight)) }
    svg.use(metrics.face)
    if let anchor { svg.attribute("text-anchor", anchor) }
    svg.attribute("fill", fill)
    svg.end("text", content: line)
  }

  /// A symbol from the project's catalog, stroked (or filled) in the text's color; an image
  /// by name as a placeholder of its size.
  private func drawImage(_ node: Node, in frame: Rect, style: SVGStyle, into svg: inout SVGBuffer) {
    guard case .string(let name) = node[.systemName] else {
      svg.element(
        "rect", SVGBuffer.frame(frame) + [("fill", palette.fill), ("rx", "4")])
      return
    }
    guard !name.isEmpty else { return }
    var variant: String?
    if case .name(let keyword) = node[.symbolVariant] { variant = keyword.rawValue }
    drawSymbol(name, variant: variant, in: frame, color: style.symbol ?? style.text, into: &svg)
  }

  /// A symbol drawn in `frame` from its 24-unit drawing.
  func drawSymbol(
    _ name: String, variant: String?, in frame: Rect, color: String, into svg: inout SVGBuffer
  ) {
    svg.open(
      "svg",
      SVGBuffer.frame(frame) + [
        ("viewBox", "0 0 24 24"), ("fill", "none"), ("stroke", color), ("stroke-width", "1.8"),
        ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
      ])
    if let symbol = SymbolCatalog.symbol(named: name, variant: variant) {
      let drawing = symbol.drawing
      if symbol.variant.isFilled, !drawing.body.isEmpty {
        svg.element("path", [("d", drawing.body), ("fill", color)])
        if !drawing.lines.isEmpty { svg.element("path", [("d", drawing.lines)]) }
      } else if !drawing.outline.isEmpty {
        svg.element("path", [("d", drawing.outline)])
      }
    } else {
      svg.element("path", [("d", SymbolPath.roundedRect(3, 3, 18, 18, 4))])
    }
    svg.close("svg")
  }

  /// A shape or a color filling its frame, in its fill, its color, or the foreground.
  private func drawShape(_ node: Node, in frame: Rect, style: SVGStyle, into svg: inout SVGBuffer) {
    var paint = style.text
    if case .color(let color) = node[.color] { paint = self.color(.color(color)) ?? paint }
    if let fill = node[.fill].flatMap(color) { paint = fill }
    if node.role == .linearGradient || node.role == .gradient,
      case .gradient(let gradient) = node[.gradient],
      let first = gradient.gradient.stops.first.flatMap({ color(.color($0.color)) })
    {
      paint = first
    }
    if node[.color] == .color(.clear) { return }
    var stroke: [(String, String)] = []
    if let strokeValue = node[.stroke], case .fields = strokeValue {
      stroke = [
        ("fill", node[.fill].flatMap(color) ?? "none"),
        ("stroke", strokeValue[field: .style].flatMap(color) ?? style.text),
        ("stroke-width", SVGBuffer.number(number(strokeValue[field: .lineWidth]) ?? 1)),
      ]
    }
    let fill = stroke.isEmpty ? [("fill", paint)] : stroke
    switch node.role {
    case .circle:
      let radius = min(frame.width, frame.height) / 2
      svg.element(
        "circle",
        [
          ("cx", SVGBuffer.number(frame.minX + frame.width / 2)),
          ("cy", SVGBuffer.number(frame.minY + frame.height / 2)),
          ("r", SVGBuffer.number(radius)),
        ] + fill)
    case .ellipse:
      svg.element(
        "ellipse",
        [
          ("cx", SVGBuffer.number(frame.minX + frame.width / 2)),
          ("cy", SVGBuffer.number(frame.minY + frame.height / 2)),
          ("rx", SVGBuffer.number(frame.width / 2)), ("ry", SVGBuffer.number(frame.height / 2)),
        ] + fill)
    case .capsule:
      svg.element(
        "rect",
        SVGBuffer.frame(frame) + [("rx", SVGBuffer.number(min(frame.width, frame.height) / 2))]
          + fill)
    case .roundedRectangle:
      svg.element(
        "rect",
        SVGBuffer.frame(frame) + [("rx", SVGBuffer.number(number(node[.cornerRadius]) ?? 0))]
          + fill)
    case .shape:
      guard case .string(let path) = node[.path] else { return }
      var box = [0.0, 0, 100, 100]
      if case .list(let numbers) = node[.viewBox], numbers.count == 4 {
        box = numbers.map { number($0) ?? 0 }
      }
      svg.open(
        "svg",
        SVGBuffer.frame(frame) + [
          ("viewBox", box.map(SVGBuffer.number).joined(separator: " ")),
          ("preserveAspectRatio", "none"),
        ])
      svg.element("path", [("d", path), ("vector-effect", "non-scaling-stroke")] + fill)
      svg.close("svg")
    default:
      svg.element("rect", SVGBuffer.frame(frame) + fill)
    }
  }

  /// An attribute's color as a paint.
  func color(_ value: AttributeValue) -> String? {
    if case .color(let color) = value { return palette.paint(color) }
    return nil
  }

  func number(_ value: AttributeValue?) -> Double? { value?.number }
}
