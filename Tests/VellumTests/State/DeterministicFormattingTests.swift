import Foundation
import Testing
import Vellum

private struct Receipt: View {
  let amount: Double
  let date: Date
  var body: some View {
    VStack {
      Text(amount, format: .currency(code: "USD"))
      Text(1_234_567, format: .number)
      Text(date, format: Date.FormatStyle(date: .abbreviated, time: .shortened))
      Text(date, style: .time)
    }
  }
}

/// Formatted values do not depend on the machine: the environment's locale, time zone and
/// calendar default to English (United States), UTC and Gregorian (the machine's locale wrote
/// `US$4.20`, and its time zone moved the time).
@MainActor
@Suite struct DeterministicFormattingTests {
  private let start = Date(timeIntervalSince1970: 1_704_102_060)  // 2024-01-01 09:41 UTC

  @Test func valuesAreFormattedInEnglishAndUTCByDefault() {
    let text = ViewHost(Receipt(amount: 4.2, date: start)).root.visibleText
    #expect(text.contains("$4.20"))
    #expect(!text.contains("US$"))
    #expect(text.contains("1,234,567"))
    #expect(text.contains("Jan 1, 2024"))
    #expect(text.contains("9:41"))
  }

  @Test func theEnvironmentChangesTheLocaleAndTimeZone() {
    let host = ViewHost(
      Receipt(amount: 4.2, date: start)
        .environment(\.locale, Locale(identifier: "de_DE"))
        .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!))
    let text = host.root.visibleText
    #expect(text.contains("4,20"))
    #expect(text.contains("1.234.567"))
    #expect(text.contains("18:41"))
    #expect(text.contains("6:41 PM"))
  }

  @Test func theDefaultsAreReadableFromTheEnvironment() {
    let environment = EnvironmentValues()
    #expect(environment.locale.identifier == "en_US")
    #expect(environment.timeZone.secondsFromGMT() == 0)
    #expect(environment.calendar.identifier == .gregorian)
  }

  @Test func theHostCanSetTheLocaleForTheWholeScreen() {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "fr_FR")
    let host = ViewHost(Receipt(amount: 4.2, date: start), environment: environment)
    #expect(host.root.visibleText.contains("4,20"))
  }

  /// A date style passed where any format style is taken (`LabeledContent`'s, a stepper's,
  /// an interpolation's generic `format:`) was given only the environment's locale, so the
  /// machine's time zone chose the day: "Nov 29" under `TZ=Asia/Tokyo`, "Nov 28" elsewhere.
  /// Apple's `Text(_:format:)` documentation: the text uses the environment's locale, time
  /// zone and calendar.
  @Test func everyGenericFormatTakesTheEnvironmentsTimeZone() {
    let late = Date(timeIntervalSince1970: 1_764_370_800)  // 2025-11-28 23:00 UTC
    struct Due: View {
      let date: Date
      var body: some View {
        VStack {
          LabeledContent("Due", value: date, format: .dateTime.month().day())
          Text("On \(date, format: Date.ISO8601FormatStyle().year().month().day())")
          Text(
            date,
            format: Date.VerbatimFormatStyle(
              format: "\(day: .defaultDigits)/\(month: .defaultDigits)", timeZone: .gmt,
              calendar: Calendar(identifier: .gregorian)))
        }
      }
    }
    let utc = ViewHost(Due(date: late)).root.visibleText
    #expect(utc.contains("Nov 28"))
    #expect(utc.contains("On 2025-11-28"))
    #expect(utc.contains("28/11"))
    let tokyo = ViewHost(
      Due(date: late).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
    ).root.visibleText
    #expect(tokyo.contains("Nov 29"))
    #expect(tokyo.contains("On 2025-11-29"))
    #expect(tokyo.contains("29/11"))
  }
}
