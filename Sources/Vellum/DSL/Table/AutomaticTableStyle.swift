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
  package var styleName: Keyword { .automatic }
}

extension TableStyle where Self == AutomaticTableStyle {
  /// The platform's table.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}
