/// A toggle drawn as a check box before its label (macOS's look): `[x] Label` in text.
///
/// ```swift
/// Toggle("Remember me", isOn: $remember).toggleStyle(.checkbox)
/// ```
public struct CheckboxToggleStyle: ToggleStyle, BuiltinStyle {
  /// The check box style.
  ///
  /// ```swift
  /// CheckboxToggleStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .checkbox }
  /// The toggle in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(configuration).toggleStyle(self)
  }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A check box.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
