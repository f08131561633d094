/// The platform's default text field look: plain in forms, bordered elsewhere.
///
/// ```swift
/// TextField("Name", text: $name).textFieldStyle(.automatic)
/// ```
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// DefaultTextFieldStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .automatic }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's default text field look: plain in forms, bordered elsewhere.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
