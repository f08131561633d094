/// The platform's default menu look.
///
/// ```swift
/// DefaultMenuStyle()
/// ```
public struct DefaultMenuStyle: MenuStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// DefaultMenuStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// The menu in this style.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The platform's default menu look.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
