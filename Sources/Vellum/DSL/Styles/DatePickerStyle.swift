/// How date pickers are drawn: compact, graphical (a calendar), a wheel, or a field. Vellum
/// draws them all as a row with the chosen date, and records the style.
///
/// ```swift
/// DatePicker("Date", selection: $date).datePickerStyle(.graphical)
/// ```
@MainActor @preconcurrency
public protocol DatePickerStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a date picker from its configuration.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   VStack { configuration.label; Text(configuration.selection, style: .date) }
  /// }
  /// ```
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = DatePickerStyleConfiguration
}

extension View {
  /// Draws the date pickers in the view with a style: a built-in one is recorded on each
  /// picker's node, an app's style draws through its `makeBody(configuration:)`.
  ///
  /// ```swift
  /// Form { DatePicker(…) }.datePickerStyle(.graphical)
  /// ```
  public consuming func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    modifier(StyleNameWriter(.datePicker, style))
      .modifier(StyleWriter(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
