/// A toggle drawn as a switch: `Label  [on]` in text.
///
/// ```swift
/// Toggle("Airplane Mode", isOn: $isOn).toggleStyle(.switch)
/// ```
public struct SwitchToggleStyle: ToggleStyle, BuiltinStyle {
  /// The switch style.
  ///
  /// ```swift
  /// SwitchToggleStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .`switch` }
  /// The toggle in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(configuration).toggleStyle(self)
  }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
