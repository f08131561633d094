import Foundation

/// CSS values for Vellum's colors, gradients, fonts and points.
enum CSS {
  /// A color in CSS: the platform palette for named colors, `rgb()` for components.
  static func color(_ color: Color) -> String {
    if let name = color.name {
      return palette[name] ?? "var(--\(name.filter { $0.isLetter || $0.isNumber }))"
    }
    guard let (red, green, blue, opacity) = color.components else { return "currentColor" }
    let channels = [red, green, blue].map { String(Int((min(1, max(0, $0)) * 255).rounded())) }
    return "rgb(" + channels.joined(separator: " ")
      + (opacity < 1 ? " / \(formatNumber(opacity))" : "") + ")"
  }

  /// A linear gradient in CSS.
  static func gradient(_ gradient: LinearGradient) -> String {
    let angle = atan2(
      gradient.endPoint.x - gradient.startPoint.x, -(gradient.endPoint.y - gradient.startPoint.y))
    let degrees = Int((angle * 180 / .pi).rounded())
    return "linear-gradient(\((degrees + 360) % 360)deg, "
      + gradient.gradient.colors.map(color).joined(separator: ", ") + ")"
  }

  /// A style (color or gradient) as a CSS value.
  static func paint(_ value: AttributeValue) -> String? {
    switch value {
    case .color(let value): color(value)
    case .gradient(let value): gradient(value)
    case .nodes(let nodes): nodes.first.flatMap(paint(of:))
    default: nil
    }
  }

  /// The paint of a background view: a color, a gradient, or a filled shape.
  static func paint(of node: Node) -> String? {
    if let color = node[.color], let paint = paint(color) { return paint }
    if let gradient = node[.gradient], let paint = paint(gradient) { return paint }
    if let fill = node[.fill], let paint = paint(fill) { return paint }
    return nil
  }

  /// Points as pixels: `16px`.
  /// A NaN or infinite length is 0 and a finite one at most 80,000 points either way (the text
  /// layout's 10,000-cell limit), so no input writes `infpx` or an absurd length.
  static func pixels(_ value: Double) -> String {
    let bounded = value.isFinite ? min(max(value, -80_000), 80_000) : 0
    return formatNumber(bounded) + "px"
  }

  /// The font size and weight of a text style.
  static func font(_ font: Font) -> String {
    let sizes: [String: (Int, Int)] = [
      "largeTitle": (34, 700), "title": (28, 700), "title2": (22, 700), "title3": (20, 600),
      "headline": (17, 600), "subheadline": (15, 400), "body": (17, 400), "callout": (16, 400),
      "footnote": (13, 400), "caption": (12, 400), "caption2": (11, 400),
    ]
    var size = sizes[font.name]?.0 ?? 17
    var weight = sizes[font.name]?.1 ?? 400
    if font.name.hasPrefix("system("), let points = Int(font.name.dropFirst(7).dropLast()) {
      size = points
    }
    if let named = font.weight {
      weight = weights[named.name] ?? weight
    }
    return "font-size:\(size)px;font-weight:\(weight)" + (font.isItalic ? ";font-style:italic" : "")
  }

  private static let weights: [String: Int] = [
    "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
    "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
  ]

  private static let palette: [String: String] = [
    "black": "#000", "white": "#fff", "gray": "#8e8e93", "red": "#ff3b30", "orange": "#ff9500",
    "yellow": "#ffcc00", "green": "#34c759", "mint": "#00c7be", "teal": "#30b0c7",
    "cyan": "#32ade6", "blue": "#007aff", "indigo": "#5856d6", "purple": "#af52de",
    "pink": "#ff2d55", "brown": "#a2845e", "clear": "transparent", "primary": "var(--label)",
    "secondary": "var(--secondary-label)", "accentColor": "var(--accent)",
  ]
}
