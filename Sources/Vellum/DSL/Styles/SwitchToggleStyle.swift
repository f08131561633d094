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
  public init() { tint = nil }

  /// The style with its switch in `tint` (iOS 14's form; `.tint(_:)` on the view is the current
  /// one), drawn as the style under that tint.
  ///
  /// ```swift
  /// Toggle("Wi-Fi", isOn: $wifi).toggleStyle(SwitchToggleStyle(tint: .purple))
  /// ```
  public init(tint: Color) { self.tint = tint }

  /// The style's own tint, if it has one.
  let tint: Color?
  nonisolated package var drawsByName: Bool { tint == nil }
  nonisolated package var styleName: Keyword { .`switch` }
  /// The toggle in this style.
  public func makeBody(configuration: Configuration) -> some View {
    if let tint {
      Toggle(configuration).toggleStyle(SwitchToggleStyle()).tint(tint)
    } else {
      Toggle(configuration).toggleStyle(SwitchToggleStyle())
    }
  }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
