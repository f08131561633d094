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
  nonisolated package var styleName: Keyword { .compact }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { configuration.drawn }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A compact button.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
