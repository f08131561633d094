/// A compact button showing the date, opening a calendar.
///
/// ```swift
/// CompactDatePickerStyle()
/// ```
public struct CompactDatePickerStyle: DatePickerStyle, BuiltinStyle {
  /// The compact style.
  ///
  /// ```swift
  /// CompactDatePickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .compact }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A compact button.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
