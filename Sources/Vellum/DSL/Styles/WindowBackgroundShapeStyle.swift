/// The background of a window: white in the light appearance, black in the dark (iOS's `systemBackground`).
///
/// ```swift
/// ScrollView { content }.background(.windowBackground)
/// ```
public struct WindowBackgroundShapeStyle: ShapeStyle, RecordedShapeStyle, Hashable {
  /// The style.
  ///
  /// ```swift
  /// let style = WindowBackgroundShapeStyle()
  /// ```
  public init() {}

  /// The style as a system color by name, which renderers resolve per color scheme.
  package var styleValue: AttributeValue { .color(Color("windowBackground")) }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
  /// The background of a window.
  ///
  /// ```swift
  /// ScrollView { content }.background(.windowBackground)
  /// ```
  public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}
