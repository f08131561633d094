/// The color of selected content: the highlight behind a selected row, in the accent color.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).fill(.selection)
/// ```
public struct SelectionShapeStyle: ShapeStyle, RecordedShapeStyle, Hashable {
  /// The style.
  ///
  /// ```swift
  /// let style = SelectionShapeStyle()
  /// ```
  public init() {}

  /// The style as a system color by name, which renderers resolve per color scheme.
  package var styleValue: AttributeValue { .color(Color("selection")) }
}

extension ShapeStyle where Self == SelectionShapeStyle {
  /// The color of selected content.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8).fill(.selection)
  /// ```
  public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
