/// The fill of thin and small shapes: a gray translucent enough to stay legible over any background (iOS's `systemFill`).
///
/// ```swift
/// Capsule().fill(.fill).frame(width: 40, height: 6)
/// ```
public struct FillShapeStyle: ShapeStyle, RecordedShapeStyle, Hashable {
  /// The style.
  ///
  /// ```swift
  /// let style = FillShapeStyle()
  /// ```
  public init() {}

  /// The style as a system color by name, which renderers resolve per color scheme.
  package var styleValue: AttributeValue { .color(Color("fill")) }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The fill of thin and small shapes.
  ///
  /// ```swift
  /// Capsule().fill(.fill).frame(width: 40, height: 6)
  /// ```
  public static var fill: FillShapeStyle { FillShapeStyle() }
}
