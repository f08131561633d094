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
    localized(format).format(date)
  }

  /// `input` formatted with `format` in this context: its locale, and for a date's styles its
  /// time zone and calendar, whatever type the style is passed as (a `LabeledContent`'s or a
  /// stepper's generic format).
  package func format<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> F.FormatOutput {
    localized(format).format(input)
  }

  /// `format` in this context's locale, time zone and calendar, as far as its type has them.
  package func localized<F: FormatStyle>(_ format: F) -> F {
    let format = format.locale(locale)
    let placed: F? =
      if let style = format as? Date.FormatStyle {
        place(style, zone: \.timeZone, calendar: \.calendar)
      } else if let style = format as? Date.VerbatimFormatStyle {
        place(style, zone: \.timeZone, calendar: \.calendar)
      } else if let style = format as? Date.IntervalFormatStyle {
        place(style, zone: \.timeZone, calendar: \.calendar)
      } else if let style = format as? Date.ISO8601FormatStyle {
        place(style, zone: \.timeZone)
      } else if let style = format as? Date.RelativeFormatStyle {
        place(style, calendar: \.calendar)
      } else {
        nil
      }
    return placed ?? format
  }

  /// `style` with this context's time zone and calendar where it has them, as an `F` (the type
  /// it was found to be).
  private func place<S, F>(
    _ style: S, zone: WritableKeyPath<S, TimeZone>? = nil,
    calendar path: WritableKeyPath<S, Calendar>? = nil
  ) -> F? {
    var style = style
    if let zone { style[keyPath: zone] = timeZone }
    if let path { style[keyPath: path] = calendar }
    return style as? F
  }

  private init(_ environment: EnvironmentValues) {
    locale = environment.locale
    timeZone = environment.timeZone
    calendar = environment.calendar
  }
}
