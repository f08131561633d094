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
  package var styleName: Keyword { .automatic }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's default look.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
