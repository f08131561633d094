import Foundation

/// A color, gradient, material or hierarchical style that fills shapes and paints text.
///
/// ```swift
/// Circle().fill(.blue)
/// Text("Note").foregroundStyle(.secondary)
/// Text("Card").padding().background(.regularMaterial, in: .rect(cornerRadius: 12))
/// ```
public protocol ShapeStyle: Sendable {}

/// A shape style Vellum knows how to record: its value in the node tree.
package protocol RecordedShapeStyle {
  /// The style as an attribute value: a color, a gradient's fields, a material's name.
  var styleValue: AttributeValue { get }
}

extension ShapeStyle {
  /// The style as an attribute value; a style Vellum does not know is recorded by type name.
  var attributeValue: AttributeValue {
    switch self {
    case let color as Color: .color(color)
    case let gradient as LinearGradient: .gradient(gradient)
    case let recorded as any RecordedShapeStyle: recorded.styleValue
    default: .name(Keyword(rawValue: viewTypeName(Self.self)))
    }
  }
}

extension ShapeStyle {
  /// An outline of this style and a width, as a `stroke` or `border` attribute's fields.
  func outline(widthName: AttributeName, _ width: CGFloat) -> AttributeValue {
    .fields([Attribute(.style, attributeValue), Attribute(widthName, .double(Double(width)))])
  }
}

extension Color: ShapeStyle {}

extension LinearGradient: ShapeStyle {}

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
  /// Mint.
  public static var mint: Color { Color.mint }
  /// Teal.
  public static var teal: Color { Color.teal }
  /// Cyan.
  public static var cyan: Color { Color.cyan }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Indigo.
  public static var indigo: Color { Color.indigo }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Brown.
  public static var brown: Color { Color.brown }
  /// Clear.
  public static var clear: Color { Color.clear }
  /// The app's accent color.
  public static var accentColor: Color { Color.accentColor }
}
