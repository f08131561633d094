/// A text field in a rounded border.
///
/// ```swift
/// TextField("Email", text: $email).textFieldStyle(.roundedBorder)
/// ```
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// RoundedBorderTextFieldStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .roundedBorder }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A text field in a rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
