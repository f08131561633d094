/// The color of placeholder text, as a text field's prompt is drawn.
///
/// ```swift
/// Text("No notes").foregroundStyle(.placeholder)
/// ```
public struct PlaceholderTextShapeStyle: ShapeStyle, RecordedShapeStyle, Hashable {
  /// The style.
  ///
  /// ```swift
  /// let style = PlaceholderTextShapeStyle()
  /// ```
  public init() {}

  /// The style as a system color by name, which renderers resolve per color scheme.
  package var styleValue: AttributeValue { .color(Color("placeholder")) }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  /// The color of placeholder text, as a text field's prompt is drawn.
  ///
  /// ```swift
  /// Text("No notes").foregroundStyle(.placeholder)
  /// ```
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
