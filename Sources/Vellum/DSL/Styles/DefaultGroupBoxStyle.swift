/// The platform's default group box look.
///
/// ```swift
/// DefaultGroupBoxStyle()
/// ```
public struct DefaultGroupBoxStyle: GroupBoxStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// DefaultGroupBoxStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// The group box, drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The platform's default group box look.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}
