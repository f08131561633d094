/// Controls drawn as a menu.
///
/// ```swift
/// MenuControlGroupStyle()
/// ```
public struct MenuControlGroupStyle: ControlGroupStyle, BuiltinStyle {
  /// The menu style.
  ///
  /// ```swift
  /// MenuControlGroupStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .menu }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A menu.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
