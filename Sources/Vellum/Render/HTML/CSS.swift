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
    let weight = font.weight ?? font.textStyle.map(\.defaultWeight) ?? .regular
    var css = "font-size:\(formatNumber(font.pointSize))px;font-weight:\(weight.value)"
    if font.isItalic { css += ";font-style:italic" }
    if let family = family(of: font) { css += ";font-family:" + family }
    if let width = font.width, width.value != 0 {
      css += ";font-stretch:\(formatNumber(100 + width.value * 100))%"
    }
    switch font.leading {
    case .tight: css += ";line-height:1.1"
    case .loose: css += ";line-height:1.5"
    default: break
    }
    if font.features.contains("monospacedDigit") { css += ";font-variant-numeric:tabular-nums" }
    for feature in font.features {
      switch feature {
      case "smallCaps": css += ";font-variant-caps:all-small-caps"
      case "lowercaseSmallCaps": css += ";font-variant-caps:small-caps"
      case "uppercaseSmallCaps": css += ";font-variant-caps:unicase"
      default: break
      }
    }
    return css
  }

  /// The CSS font family of a font's name, design or monospaced feature, if not the system's.
  private static func family(of font: Font) -> String? {
    if font.features.contains("monospaced") { return family(ofDesign: "monospaced") }
    if let design = font.design, let family = family(ofDesign: design.name) { return family }
    guard case .custom(let name, _, _) = font.base else { return nil }
    return quoted(name) + ",system-ui,sans-serif"
  }

  /// The CSS font family of a `Font.Design` by name, or `nil` for the default design.
  static func family(ofDesign name: String) -> String? {
    switch name {
    case "monospaced": "ui-monospace,monospace"
    case "serif": "ui-serif,Georgia,serif"
    case "rounded": "ui-rounded,system-ui,sans-serif"
    default: nil
    }
  }

  /// `text-decoration` for an underline or strikethrough: `true`, or its pattern and color.
  static func textLine(_ line: String, _ value: AttributeValue) -> String? {
    switch value {
    case .bool(true): return "text-decoration:" + line
    case .fields:
      var css = "text-decoration:" + line
      switch value[field: .pattern] {
      case .name("dot")?: css += " dotted"
      case .name(let name)? where name.hasPrefix("dash"): css += " dashed"
      default: break
      }
      if let color = value[field: .color].flatMap(paint) { css += " " + color }
      return css
    default: return nil
    }
  }

  /// A CSS string for a font family name, with quotes and backslashes escaped.
  private static func quoted(_ name: String) -> String {
    "'"
      + name.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "'", with: "\\'") + "'"
  }

  private static let palette: [String: String] = [
    "black": "#000", "white": "#fff", "gray": "#8e8e93", "red": "#ff3b30", "orange": "#ff9500",
    "yellow": "#ffcc00", "green": "#34c759", "mint": "#00c7be", "teal": "#30b0c7",
    "cyan": "#32ade6", "blue": "#007aff", "indigo": "#5856d6", "purple": "#af52de",
    "pink": "#ff2d55", "brown": "#a2845e", "clear": "transparent", "primary": "var(--label)",
    "secondary": "var(--secondary-label)", "accentColor": "var(--accent)",
  ]
}
