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
  nonisolated package var styleName: Keyword { .menu }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A menu.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
