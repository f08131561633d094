/// The current tint: the accent color, or the one `tint(_:)` set.
///
/// ```swift
/// Image(systemName: "star.fill").foregroundStyle(.tint)
/// ```
public struct TintShapeStyle: ShapeStyle, RecordedShapeStyle, Hashable {
  /// The current tint.
  ///
  /// ```swift
  /// TintShapeStyle()
  /// ```
  public init() {}

  /// The tint as a system color by name.
  package var styleValue: AttributeValue { .color(Color("tint")) }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The current tint.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}
