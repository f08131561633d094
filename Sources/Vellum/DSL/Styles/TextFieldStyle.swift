/// How text fields are drawn: plain, or with a rounded border. Vellum draws the built-in styles; as in SwiftUI, a text field style cannot be defined outside.
///
/// ```swift
/// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
/// ```
public protocol TextFieldStyle {}

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

extension View {
  /// Draws the textfields in the view with a style; the innermost style wins.
  ///
  /// ```swift
  /// Form { TextField("Name", text: $name) }.textFieldStyle(.roundedBorder)
  /// ```
  public consuming func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    modifier(StyleNameWriter(.textField, style))
  }
}
