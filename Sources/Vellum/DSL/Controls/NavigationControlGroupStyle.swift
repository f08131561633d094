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
  package var styleName: Keyword { .navigation }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// A navigation control.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
