/// The color of separators between content: the thin lines between a list's rows.
///
/// ```swift
/// Rectangle().fill(.separator).frame(height: 1)
/// ```
public struct SeparatorShapeStyle: ShapeStyle, RecordedShapeStyle, Hashable {
  /// The style.
  ///
  /// ```swift
  /// let style = SeparatorShapeStyle()
  /// ```
  public init() {}

  /// The style as a system color by name, which renderers resolve per color scheme.
  package var styleValue: AttributeValue { .color(Color("separator")) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The color of separators between content.
  ///
  /// ```swift
  /// Rectangle().fill(.separator).frame(height: 1)
  /// ```
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
