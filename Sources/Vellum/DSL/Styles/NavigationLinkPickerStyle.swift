/// A row showing the chosen option that pushes a list of the options: `Label  Two ›` in text.
///
/// ```swift
/// Picker("Country", selection: $country) { … }.pickerStyle(.navigationLink)
/// ```
public struct NavigationLinkPickerStyle: PickerStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// NavigationLinkPickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .navigationLink }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row showing the chosen option that pushes a list of the options: `Label  Two ›` in text.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
