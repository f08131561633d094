/// The current background style: the screen's background, or the one `backgroundStyle(_:)`
/// set.
///
/// ```swift
/// Circle().fill(.background)
/// ```
public struct BackgroundStyle: ShapeStyle, RecordedShapeStyle, Hashable {
  /// The current background style.
  ///
  /// ```swift
  /// BackgroundStyle()
  /// ```
  public init() {}

  /// The background as a system color by name.
  package var styleValue: AttributeValue { .color(Color("background")) }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The current background style.
  public static var background: BackgroundStyle { BackgroundStyle() }
}
