import Foundation
import Testing
import Vellum
import VellumLanguage

/// `Calendar` and `DateComponents` as view code uses them (their documentation pages:
/// `component(_:from:)`, `date(byAdding:value:to:wrappingComponents:)`, `startOfDay(for:)`,
/// `dateComponents(_:from:to:)`, `date(from:)`): the interpreter computes with Foundation's
/// own calendar, so a file shows what the same code compiled shows on the same machine.
@MainActor
@Suite struct CalendarTests {
  @Test func aCalendarReadsAndMovesDatesAsFoundationDoes() throws {
    let program = try Program(
      source: """
        struct V: View {
          let start = Date(timeIntervalSince1970: 1_780_000_000)
          var body: some View {
            let calendar = Calendar.current
            let later = calendar.date(byAdding: .day, value: 10, to: start) ?? start
            Text("Days: \\(calendar.dateComponents([.day], from: start, to: later).day ?? 0)")
            Text("Year: \\(calendar.component(.year, from: start))")
            Text("Same day: \\(calendar.isDate(start, inSameDayAs: calendar.startOfDay(for: start)))")
            Text("Made: \\(calendar.date(from: DateComponents(year: 2026, month: 5, day: 1)) != nil)")
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let text = ViewHost(try program.view()).render(.text(width: 60))
    let year = Calendar.current.component(.year, from: Date(timeIntervalSince1970: 1_780_000_000))
    #expect(text.contains("Days: 10"))
    #expect(text.contains("Year: \(year)"))
    #expect(text.contains("Same day: true"))
    #expect(text.contains("Made: true"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func aComponentTheCalendarHasNotIsALocatedError() throws {
    let program = try Program(
      source: """
        struct V: View {
          var body: some View {
            Text("\\(Calendar.current.component(.fortnight, from: .now))")
          }
        }
        """)
    let problems = Checker.check(program)
    #expect(problems.first?.message.hasPrefix("unknown value '.fortnight'") == true, "\(problems)")
    #expect(problems.first?.location.line == 3)
  }
}
