/// How text fields are drawn: plain, or with a rounded border. Vellum draws the built-in styles; as in SwiftUI, a text field style cannot be defined outside.
///
/// ```swift
/// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
/// ```
public protocol TextFieldStyle {}

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
