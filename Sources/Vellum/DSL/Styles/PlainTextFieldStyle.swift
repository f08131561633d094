/// A text field with no border: its text alone in text rendering.
///
/// ```swift
/// TextField("Search", text: $query).textFieldStyle(.plain)
/// ```
public struct PlainTextFieldStyle: TextFieldStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// PlainTextFieldStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .plain }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A text field with no border: its text alone in text rendering.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
