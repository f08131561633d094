import Foundation
import Vellum

/// The paint values a file makes and passes, with SwiftUI's initializers and labels: colors
/// (`Color.red`, `Color(white: 0.6)`, `Color(red:green:blue:)`, `color.opacity(0.5)`), gradients
/// (`Gradient(colors:)`, `LinearGradient(gradient:startPoint:endPoint:)`) and built-in shapes
/// (`Capsule()`, `RoundedRectangle(cornerRadius: 8)`).
///
/// ```swift
/// var onColors = [Color.red, Color.yellow]
/// .background(LinearGradient(colors: onColors, startPoint: .top, endPoint: .bottom))
/// .clipShape(Capsule())
/// ```
extension Evaluator {
  /// The types whose values a file can make besides its own.
  static let paintTypeNames: Set<String> = ShapeValue.typeNames.union([
    "Color", "Gradient", "LinearGradient",
  ])

  /// The colors a file can name, as `.red` or `Color.red`.
  static let colors: [String: Color] = [
    "black": .black, "white": .white, "gray": .gray, "red": .red, "orange": .orange,
    "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal, "cyan": .cyan,
    "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
    "clear": .clear, "primary": .primary, "secondary": .secondary, "accentColor": .accentColor,
  ]

  /// The unit points a gradient starts and ends at, as `.top`.
  static let unitPoints: [String: UnitPoint] = [
    "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
    "center": .center, "topLeading": .topLeading, "topTrailing": .topTrailing,
    "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
  ]

  /// `Type(arguments)` for one of ``paintTypeNames``.
  func paint(_ type: String, _ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    var call = Arguments(callee: type, arguments, at: location)
    let value: Value
    switch type {
    case "Color":
      value = .color(try colorInitializer(&call))
    case "Gradient":
      value = .gradient(Gradient(colors: try colors(try call.required("colors"))))
    case "LinearGradient":
      let gradient =
        if call.has("colors") {
          Gradient(colors: try colors(try call.required("colors")))
        } else {
          try self.gradient(try call.required("gradient"))
        }
      value = .linearGradient(
        LinearGradient(
          gradient: gradient,
          startPoint: try member(try call.required("startPoint"), in: Self.unitPoints),
          endPoint: try member(try call.required("endPoint"), in: Self.unitPoints)))
    case "RoundedRectangle":
      value = .shape(.roundedRectangle(cornerRadius: try number(try call.required("cornerRadius"))))
    case "Rectangle": value = .shape(.rectangle)
    case "Capsule": value = .shape(.capsule)
    case "Circle": value = .shape(.circle)
    default: value = .shape(.ellipse)
    }
    try call.finish()
    return value
  }

  /// `Color(white:)`, `Color(red:green:blue:)` or `Color(hue:saturation:brightness:)`, each
  /// with an optional `opacity:`.
  private func colorInitializer(_ call: inout Arguments) throws(Diagnostic) -> Color {
    func component(_ label: String) throws(Diagnostic) -> Double {
      try number(try call.required(label))
    }
    let opacity = try call.optional("opacity").map { (e) throws(Diagnostic) in try number(e) }
    if call.has("white") { return Color(white: try component("white"), opacity: opacity ?? 1) }
    if call.has("hue") {
      return Color(
        hue: try component("hue"), saturation: try component("saturation"),
        brightness: try component("brightness"), opacity: opacity ?? 1)
    }
    if call.has("red") {
      return Color(
        red: try component("red"), green: try component("green"), blue: try component("blue"),
        opacity: opacity ?? 1)
    }
    throw Diagnostic(
      message: "'Color' is made with 'white:', 'red:green:blue:' or 'hue:saturation:brightness:'"
        + ", each with an optional 'opacity:'", location: call.location)
  }

  /// `Color.name`: one of ``colors``.
  func colorMember(_ name: String, at location: SourceLocation) throws(Diagnostic) -> Value {
    guard let color = Self.colors[name] else {
      throw Diagnostic(
        message: "type 'Color' has no member '\(name)'"
          + didYouMean(name, among: Self.colors.keys.sorted()),
        location: location)
    }
    return .color(color)
  }

  /// A color: `.red`, `Color.red`, `Color(white: 0.6)`, or any expression that gives one.
  func color(_ expression: Expression) throws(Diagnostic) -> Color {
    switch expression.kind {
    case .implicitMember:
      return try member(expression, in: Self.colors)
    case .ternary(let condition, let yes, let no):
      let chosen = try truth(of: condition)
      if checks != nil { _ = try color(chosen ? no : yes) }
      return try color(chosen ? yes : no)
    case .call(let callee, let arguments) where Self.isImplicitColor(expression):
      // `.gray.opacity(0.3)`: the color the type implies, made more transparent.
      guard case .member(let base, _) = callee.kind else { break }
      var call = Arguments(callee: "opacity", arguments, at: callee.location)
      let amount = try number(try call.required(nil))
      try call.finish()
      return try color(base).opacity(amount)
    default:
      break
    }
    let value = try evaluate(expression)
    guard case .color(let color) = value else {
      throw Diagnostic(
        message: "expected a Color, found \(value.typeName)", location: expression.location)
    }
    return color
  }

  /// Whether `expression` is a color written with the type left out: `.red`, or
  /// `.red.opacity(0.5)`.
  static func isImplicitColor(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .implicitMember: true
    case .call(let callee, _):
      if case .member(let base, "opacity") = callee.kind { isImplicitColor(base) } else { false }
    default: false
    }
  }

  /// An array of colors: `[.red, Color(white: 0.4)]`, or any expression that gives one.
  private func colors(_ expression: Expression) throws(Diagnostic) -> [Color] {
    if case .array(let elements) = expression.kind {
      var colors: [Color] = []
      for element in elements { colors.append(try color(element)) }
      return colors
    }
    let value = try evaluate(expression)
    guard case .array(let values) = value else {
      throw Diagnostic(
        message: "expected an array of colors, found \(value.typeName)",
        location: expression.location)
    }
    var colors: [Color] = []
    for element in values {
      guard case .color(let color) = element else {
        throw Diagnostic(
          message: "expected an array of colors, found an element of type \(element.typeName)",
          location: expression.location)
      }
      colors.append(color)
    }
    return colors
  }

  private func gradient(_ expression: Expression) throws(Diagnostic) -> Gradient {
    let value = try evaluate(expression)
    guard case .gradient(let gradient) = value else {
      throw Diagnostic(
        message: "expected a Gradient, found \(value.typeName)", location: expression.location)
    }
    return gradient
  }

  /// A shape style a modifier paints with: a color (as ``color(_:)`` reads one) or a linear
  /// gradient.
  func shapeStyle(_ expression: Expression) throws(Diagnostic) -> ShapeStyleValue {
    switch expression.kind {
    case .ternary: return .color(try color(expression))
    case _ where Self.isImplicitColor(expression): return .color(try color(expression))
    default: break
    }
    let value = try evaluate(expression)
    switch value {
    case .color(let color): return .color(color)
    case .linearGradient(let gradient): return .linearGradient(gradient)
    default:
      throw Diagnostic(
        message: "expected a Color or a LinearGradient, found \(value.typeName)",
        location: expression.location)
    }
  }

  /// `shape.fill(style)` or `shape.stroke(style, lineWidth:)` on a shape made in place
  /// (`Circle().fill(.blue)`): the shape drawn as a view in that paint.
  func paintedShape(
    _ base: Expression, _ name: String, _ arguments: [Argument], at location: SourceLocation
  ) throws(Diagnostic) -> any View {
    var call = Arguments(callee: name, arguments, at: location)
    let style = try call.optional(nil).map(shapeStyle)
    let paint: ShapeValue.Paint?
    switch (name, style) {
    // `fill()` paints with the foreground style, as the shape alone is drawn.
    case ("fill", nil): paint = nil
    case ("fill", let style?): paint = .fill(style)
    default:
      paint = .stroke(
        style ?? .color(.primary), lineWidth: try call.optional("lineWidth").map(number) ?? 1)
    }
    try call.finish()
    return try shape(base).view(paint)
  }

  /// A shape: `Capsule()`, `.capsule`, `.rect(cornerRadius: 8)`, or any expression that gives
  /// one.
  func shape(_ expression: Expression) throws(Diagnostic) -> ShapeValue {
    switch expression.kind {
    case .implicitMember:
      let shapes: [String: ShapeValue] = [
        "rect": .rectangle, "capsule": .capsule, "circle": .circle, "ellipse": .ellipse,
      ]
      return try member(expression, in: shapes)
    case .call(let callee, let arguments):
      if case .implicitMember("rect") = callee.kind {
        var call = Arguments(callee: "rect", arguments, at: expression.location)
        let radius = try number(try call.required("cornerRadius"))
        try call.finish()
        return .roundedRectangle(cornerRadius: radius)
      }
    default: break
    }
    let value = try evaluate(expression)
    if let custom = try customShape(value) { return .custom(custom) }
    guard case .shape(let shape) = value else {
      throw Diagnostic(
        message: "expected a shape such as 'Capsule()', found \(value.typeName)",
        location: expression.location)
    }
    return shape
  }
}
