/// The platform's default date picker look: compact.
///
/// ```swift
/// DefaultDatePickerStyle()
/// ```
public struct DefaultDatePickerStyle: DatePickerStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// DefaultDatePickerStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { configuration.drawn }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's default look.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
