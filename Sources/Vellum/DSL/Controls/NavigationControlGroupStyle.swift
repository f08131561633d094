/// Controls drawn as a navigation control (back and forward).
///
/// ```swift
/// NavigationControlGroupStyle()
/// ```
public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltinStyle {
  /// The navigation style.
  ///
  /// ```swift
  /// NavigationControlGroupStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .navigation }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// A navigation control.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
