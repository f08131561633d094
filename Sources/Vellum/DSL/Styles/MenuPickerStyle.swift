/// A button showing the chosen option, opening a menu of them: `[Two ⌄]` in text.
///
/// ```swift
/// Picker("Size", selection: $size) { … }.pickerStyle(.menu)
/// ```
public struct MenuPickerStyle: PickerStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// MenuPickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .menu }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A button showing the chosen option, opening a menu of them: `[Two ⌄]` in text.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
