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
  nonisolated package var styleName: Keyword { .graphical }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { configuration.drawn }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
