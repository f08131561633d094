/// A calendar.
///
/// ```swift
/// GraphicalDatePickerStyle()
/// ```
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltinStyle {
  /// The graphical style.
  ///
  /// ```swift
  /// GraphicalDatePickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .graphical }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
