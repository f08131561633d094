import Foundation
import VellumCellLayout
import VellumNodes
import VellumValues

/// CSS values for Vellum's colors, gradients, fonts and points.
package enum CSS {
  /// A color in CSS: the platform palette for named colors, `rgb()` for components.
  static func color(_ color: Color) -> String {
    if let name = color.name {
      if let paint = palette[name] { return paint }
      if let (base, opacity) = translucent(name) {
        return
          "color-mix(in srgb, \(self.color(Color(base))) \(formatNumber(opacity * 100))%, transparent)"
      }
      return "var(--\(name.filter { $0.isLetter || $0.isNumber }))"
    }
    guard let (red, green, blue, opacity) = color.components else { return "currentColor" }
    let channels = [red, green, blue].map { String(Int((min(1, max(0, $0)) * 255).rounded())) }
    return "rgb(" + channels.joined(separator: " ")
      + (opacity < 1 ? " / \(formatNumber(opacity))" : "") + ")"
  }

  /// The name and opacity of a named color made translucent with `opacity(_:)`:
  /// `red(0.5)` → (`red`, 0.5).
  private static func translucent(_ name: String) -> (String, Double)? {
    guard name.hasSuffix(")"), let open = name.lastIndex(of: "("),
      let opacity = Double(name[name.index(after: open)..<name.index(before: name.endIndex)])
    else { return nil }
    return (String(name[..<open]), opacity)
  }

  /// A linear gradient in CSS.
  static func gradient(_ gradient: LinearGradient) -> String {
    let angle = atan2(
      gradient.endPoint.x - gradient.startPoint.x, -(gradient.endPoint.y - gradient.startPoint.y))
    let degrees = Int((angle * 180 / .pi).rounded())
    return "linear-gradient(\((degrees + 360) % 360)deg, " + stops(gradient.gradient) + ")"
  }

  /// A gradient's color stops: `red, yellow` when evenly spaced, else `red 0%, yellow 40%`.
  static func stops(_ gradient: Gradient) -> String {
    let even = Gradient(colors: gradient.colors)
    guard gradient != even else { return gradient.colors.map(color).joined(separator: ", ") }
    return gradient.stops.map {
      color($0.color) + " " + formatNumber((Double($0.location) * 10_000).rounded() / 100) + "%"
    }.joined(separator: ", ")
  }

  /// A style (color or gradient) as a CSS value.
  static func paint(_ value: AttributeValue) -> String? {
    switch value {
    case .color(let value): color(value)
    case .gradient(let value): gradient(value)
    case .nodes(let nodes): nodes.first.flatMap(paint(of:))
    case .fields: shapeGradient(value)
    case .name(let name): materials[name]
    default: nil
    }
  }

  /// Materials as translucent fills of the system background.
  private static let materials: [Keyword: String] = [
    .ultraThinMaterial: "rgb(from var(--surface) r g b / 0.35)",
    .thinMaterial: "rgb(from var(--surface) r g b / 0.55)",
    .regularMaterial: "rgb(from var(--surface) r g b / 0.72)",
    .thickMaterial: "rgb(from var(--surface) r g b / 0.85)",
    .ultraThickMaterial: "rgb(from var(--surface) r g b / 0.93)",
    .bar: "rgb(from var(--surface) r g b / 0.8)",
  ]

  /// A radial, angular or elliptical gradient, or a color's standard gradient, from its fields.
  private static func shapeGradient(_ value: AttributeValue) -> String? {
    guard case .name(let kind)? = value[field: .gradient] else { return nil }
    if kind == .color, case .color(let base)? = value[field: .color] {
      let top = color(base)
      return "linear-gradient(180deg, color-mix(in srgb, \(top), white 18%), \(top))"
    }
    guard case .list(let stopValues)? = value[field: .stops] else { return nil }
    let stops = Gradient(
      stops: stopValues.compactMap { stop in
        guard case .list(let pair) = stop, pair.count == 2, case .color(let color) = pair[0],
          let location = HTMLStyle.number(pair[1])
        else { return nil }
        return Gradient.Stop(color: color, location: location)
      })
    var center = "50% 50%"
    if case .list(let point)? = value[field: .center], point.count == 2,
      let x = HTMLStyle.number(point[0]), let y = HTMLStyle.number(point[1])
    {
      center = formatNumber(x * 100) + "% " + formatNumber(y * 100) + "%"
    }
    let number = { (name: AttributeName) in value[field: name].flatMap(HTMLStyle.number) ?? 0 }
    switch kind {
    case .radial:
      return "radial-gradient(circle at \(center), "
        + radialStops(stops, from: number(.startRadius), to: number(.endRadius)) + ")"
    case .angular:
      let start = number(.startAngle)
      let sweep = number(.endAngle) - start
      let scaled = Gradient(
        stops: stops.stops.map {
          Gradient.Stop(
            color: $0.color, location: sweep == 0 ? $0.location : $0.location * sweep / 360)
        })
      return "conic-gradient(from \(formatNumber(start + 90))deg at \(center), " + CSS.stops(scaled)
        + ")"
    default:
      let from = number(.startRadius)
      let to = number(.endRadius)
      let scaled = Gradient(
        stops: stops.stops.map {
          Gradient.Stop(color: $0.color, location: (from + $0.location * (to - from)) * 2)
        })
      return "radial-gradient(ellipse farthest-side at \(center), " + CSS.stops(scaled) + ")"
    }
  }

  /// A radial gradient's stops placed between its start and end radius, in pixels.
  private static func radialStops(_ gradient: Gradient, from start: Double, to end: Double)
    -> String
  {
    gradient.stops.map {
      color($0.color) + " " + pixels(start + Double($0.location) * (end - start))
    }.joined(separator: ", ")
  }

  /// The paint of a background view: a color, a gradient, or a filled shape.
  static func paint(of node: Node) -> String? {
    if let color = node[.color], let paint = paint(color) { return paint }
    if let gradient = node[.gradient], let paint = paint(gradient) { return paint }
    if let fill = node[.fill], let paint = paint(fill) { return paint }
    return nil
  }

  /// Points as pixels: `16px`, to a hundredth (finer than any screen draws; it keeps a third
  /// of a point short), the length ``bounded(_:)``.
  package static func pixels(_ value: Double) -> String {
    formatNumber((bounded(value) * 100).rounded() / 100) + "px"
  }

  /// A length as CSS is given it: a NaN or infinite one is 0, and a finite one at most 80,000
  /// points either way (the text layout's 10,000-cell limit), so no input writes `infpx` or
  /// an absurd length.
  ///
  /// ```swift
  /// CSS.bounded(.infinity)   // 0
  /// CSS.bounded(-1e9)        // -80000
  /// ```
  @inline(__always)
  package static func bounded(_ value: Double) -> Double {
    value.isFinite ? min(max(value, -80_000), 80_000) : 0
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
    if font.features.contains("monospaced") { return family(ofDesign: .monospaced) }
    if let design = font.design, let family = family(ofDesign: Keyword(rawValue: design.name)) {
      return family
    }
    guard case .custom(let name, _, _) = font.base else { return nil }
    return quoted(name) + ",system-ui,sans-serif"
  }

  /// The CSS font family of a `Font.Design` by name, or `nil` for the default design.
  static func family(ofDesign name: Keyword) -> String? {
    switch name {
    case .monospaced: "ui-monospace,monospace"
    case .serif: "ui-serif,Georgia,serif"
    case .rounded: "ui-rounded,system-ui,sans-serif"
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
      case .name(.dot)?: css += " dotted"
      case .name(.dash)?, .name(.dashDot)?, .name(.dashDotDot)?: css += " dashed"
      default: break
      }
      if let color = value[field: .color].flatMap(paint) { css += " " + color }
      return css
    default: return nil
    }
  }

  /// A CSS string for a font family name, serialized as CSS Syntax Level 3 says ("serialize a
  /// string"): the quote and backslashes escaped, control characters (a newline, DEL) as hex
  /// escapes and NUL as U+FFFD, so no name can end the string and add declarations of its own.
  ///
  /// ```swift
  /// quoted("a\n;color:red")   // 'a\a ;color:red'
  /// ```
  static func quoted(_ name: String) -> String {
    var css = "'"
    for scalar in name.unicodeScalars {
      switch scalar.value {
      case 0: css += "\u{FFFD}"
      case 0x01...0x1F, 0x7F: css += "\\" + String(scalar.value, radix: 16) + " "
      case 0x27, 0x5C: css += "\\" + String(scalar)
      default: css.unicodeScalars.append(scalar)
      }
    }
    return css + "'"
  }

  /// The system colors as the stylesheet's variables (`var(--system-red)`), which take iOS's
  /// light or dark value with the appearance; black and white as `#000` and `#fff`; and the
  /// semantic colors as the stylesheet's variables.
  private static let palette: [String: String] = {
    var palette = semanticColors
    for (name, components) in Color.systemComponents {
      palette[name] = fixedColors.contains(name) ? hex(components) : "var(--system-\(name))"
    }
    return palette
  }()

  /// The system colors that look the same in both appearances.
  private static let fixedColors: Set<String> = ["black", "white"]

  /// The declarations of the system colors' variables in one appearance, for the stylesheet.
  static func systemColorVariables(dark: Bool) -> String {
    let palette = dark ? Color.systemDarkComponents : Color.systemComponents
    return palette.filter { !fixedColors.contains($0.key) }.sorted { $0.key < $1.key }
      .map { "--system-\($0.key):\(hex($0.value))" }.joined(separator: ";")
  }

  private static func hex(_ color: (red: Double, green: Double, blue: Double)) -> String {
    let bytes = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
    let digits = bytes.map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }
    if digits.allSatisfy({ $0 == digits[0] }), digits[0].first == digits[0].last {
      return "#" + digits.map { String($0.prefix(1)) }.joined()
    }
    return "#" + digits.joined()
  }

  private static let semanticColors: [String: String] = [
    "clear": "transparent", "primary": "var(--label)",
    "secondary": "var(--secondary-label)", "accentColor": "var(--accent)",
    "tertiary": "var(--tertiary-label)", "quaternary": "var(--quaternary-label)",
    "quinary": "var(--quinary-label)", "foreground": "currentColor",
    "background": "var(--background)", "tint": "var(--accent)",
    "separator": "var(--separator)", "fill": "var(--fill)", "link": "var(--system-blue)",
    "placeholder": "var(--tertiary-label)", "selection": "var(--accent)",
    "windowBackground": "var(--window)",
  ]
}
