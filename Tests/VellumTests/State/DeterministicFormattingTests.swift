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
}
