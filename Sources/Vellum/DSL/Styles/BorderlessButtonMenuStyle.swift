/// A menu drawn as a borderless button (the older name).
///
/// ```swift
/// BorderlessButtonMenuStyle()
/// ```
public struct BorderlessButtonMenuStyle: MenuStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// BorderlessButtonMenuStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .borderlessButton }
  /// The menu in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Menu(configuration).menuStyle(self)
  }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A menu drawn as a borderless button (the older name).
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
