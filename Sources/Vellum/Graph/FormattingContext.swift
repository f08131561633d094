import Foundation

/// The locale, time zone and calendar a value is formatted in where a view creates it: the
/// environment of the view whose body is running, or Vellum's defaults (English (United States),
/// UTC, Gregorian) outside any body — never the machine's settings.
///
/// ```swift
/// let context = FormattingContext.current
/// price.formatted(.currency(code: "USD").locale(context.locale))   // "$4.20"
/// ```
package struct FormattingContext: Sendable {
  /// The locale.
  package var locale: Locale
  /// The time zone.
  package var timeZone: TimeZone
  /// The calendar.
  package var calendar: Calendar

  /// The context of the body being evaluated on the main queue, else the defaults.
  package static var current: FormattingContext {
    guard MainQueue.isCurrent else { return FormattingContext(EnvironmentValues()) }
    return MainActor.assumeIsolated {
      FormattingContext(Graph.currentReader?.environment ?? EnvironmentValues())
    }
  }

  /// `date` formatted with `format` in this context's locale, time zone and calendar.
  package func format(_ date: Date, _ format: Date.FormatStyle) -> String {
    var format = format.locale(locale)
    format.timeZone = timeZone
    format.calendar = calendar
    return format.format(date)
  }

  private init(_ environment: EnvironmentValues) {
    locale = environment.locale
    timeZone = environment.timeZone
    calendar = environment.calendar
  }
}
