/// The platform's table.
///
/// ```swift
/// AutomaticTableStyle()
/// ```
public struct AutomaticTableStyle: TableStyle, BuiltinStyle {
  /// The automatic style.
  ///
  /// ```swift
  /// AutomaticTableStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { configuration.drawn }
}

extension TableStyle where Self == AutomaticTableStyle {
  /// The platform's table.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}
