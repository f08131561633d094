/// How date pickers are drawn: compact, graphical (a calendar), a wheel, or a field. Vellum
/// draws them all as a row with the chosen date, and records the style.
///
/// ```swift
/// DatePicker("Date", selection: $date).datePickerStyle(.graphical)
/// ```
public protocol DatePickerStyle {}

extension View {
  /// Draws the date pickers in the view with a style; recorded.
  ///
  /// ```swift
  /// Form { DatePicker(…) }.datePickerStyle(.graphical)
  /// ```
  public consuming func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    modifier(StyleNameWriter(.datePicker, style))
  }
}
