/// A menu drawn as a button.
///
/// ```swift
/// ButtonMenuStyle()
/// ```
public struct ButtonMenuStyle: MenuStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// ButtonMenuStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .button }
  /// The menu in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Menu(configuration).menuStyle(self)
  }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu drawn as a button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
