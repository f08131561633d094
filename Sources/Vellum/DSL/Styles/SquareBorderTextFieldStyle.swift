/// A text field in a square border (macOS's look).
///
/// ```swift
/// TextField("Name", text: $name).textFieldStyle(.squareBorder)
/// ```
public struct SquareBorderTextFieldStyle: TextFieldStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// SquareBorderTextFieldStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .squareBorder }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
  /// A text field in a square border (macOS's look).
  public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}
