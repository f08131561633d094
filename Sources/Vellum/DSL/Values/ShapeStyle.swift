import Foundation

/// A way to paint a foreground or a background: a color or a gradient.
///
/// ```swift
/// Text("Hi").foregroundStyle(.secondary)
/// ```
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
  /// The attribute value that records this style.
  var attributeValue: AttributeValue {
    switch self {
    case let color as Color: .color(color)
    case let gradient as LinearGradient: .gradient(gradient)
    default: .name(viewTypeName(Self.self))
    }
  }
}

extension ShapeStyle {
  /// An outline in this style: `(style: gray, width: 2)`.
  func outline(widthName: AttributeName, _ width: CGFloat) -> AttributeValue {
    .fields([Attribute(.style, attributeValue), Attribute(widthName, .double(Double(width)))])
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The current foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { Color.black }
  /// White.
  public static var white: Color { Color.white }
  /// Gray.
  public static var gray: Color { Color.gray }
  /// Red.
  public static var red: Color { Color.red }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
  /// Green.
  public static var green: Color { Color.green }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// No color.
  public static var clear: Color { Color.clear }
  /// The primary content color.
  public static var primary: Color { Color.primary }
  /// The secondary content color.
  public static var secondary: Color { Color.secondary }
  /// The accent color.
  public static var accentColor: Color { Color.accentColor }
}
