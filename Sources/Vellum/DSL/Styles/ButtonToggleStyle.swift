/// A toggle drawn as a button that stays highlighted while on: `[ Bold ]`, `[✓ Bold ]` in
/// text; tapping it flips it.
///
/// ```swift
/// Toggle("Bold", systemImage: "bold", isOn: $isBold).toggleStyle(.button)
/// ```
public struct ButtonToggleStyle: ToggleStyle, BuiltinStyle {
  /// The button style.
  ///
  /// ```swift
  /// ButtonToggleStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .button }
  /// The toggle in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(configuration).toggleStyle(self)
  }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that stays highlighted while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
