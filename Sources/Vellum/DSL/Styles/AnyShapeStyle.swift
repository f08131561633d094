/// Any shape style, its type erased: for a property or a conditional that holds different
/// styles.
///
/// ```swift
/// let fill = isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray)
/// Circle().fill(fill)
/// ```
public struct AnyShapeStyle: ShapeStyle {
  /// The style as an attribute value, taken from the wrapped style when it was made.
  private let value: AttributeValue

  /// Erases `style`'s type.
  ///
  /// ```swift
  /// AnyShapeStyle(LinearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom))
  /// ```
  public init<S: ShapeStyle>(_ style: S) {
    value = style.attributeValue
  }
}

extension AnyShapeStyle: RecordedShapeStyle {
  package var styleValue: AttributeValue { value }
}
