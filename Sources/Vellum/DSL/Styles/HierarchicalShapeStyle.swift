/// The levels of the foreground color: primary text, secondary details, and the fainter
/// tertiary, quaternary and quinary levels.
///
/// ```swift
/// Text(subtitle).foregroundStyle(.secondary)
/// ```
public struct HierarchicalShapeStyle: ShapeStyle, RecordedShapeStyle, Hashable {
  private let level: String

  /// The primary level: body text.
  public static let primary = HierarchicalShapeStyle(level: "primary")
  /// The secondary level: details.
  public static let secondary = HierarchicalShapeStyle(level: "secondary")
  /// The tertiary level.
  public static let tertiary = HierarchicalShapeStyle(level: "tertiary")
  /// The quaternary level.
  public static let quaternary = HierarchicalShapeStyle(level: "quaternary")
  /// The quinary level, the faintest.
  public static let quinary = HierarchicalShapeStyle(level: "quinary")

  /// The level as a system color by name, which renderers resolve per color scheme.
  package var styleValue: AttributeValue { .color(Color(level)) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The primary level of the foreground.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The secondary level of the foreground.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The tertiary level of the foreground.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The quaternary level of the foreground.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The quinary level of the foreground.
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The current foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ForegroundStyle: RecordedShapeStyle {
  /// The foreground as a system color by name.
  package var styleValue: AttributeValue { .color(Color("foreground")) }
}
