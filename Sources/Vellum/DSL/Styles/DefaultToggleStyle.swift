/// The platform's default toggle look: a switch on iOS.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isOn).toggleStyle(.automatic)
/// ```
public struct DefaultToggleStyle: ToggleStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// DefaultToggleStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// The toggle, drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default toggle look.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
