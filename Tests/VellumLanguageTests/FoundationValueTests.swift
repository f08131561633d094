import Testing
import Vellum
import VellumLanguage

/// Foundation's values that view files use. `UUID()` makes a unique identifier (Apple's
/// documentation of `UUID`: "a universally unique value to identify types, interfaces, and
/// other items"), the usual `id` of an `Identifiable` record; the language numbers them in
/// the order it makes them instead of drawing them at random, so a file renders the same on
/// every run.
@MainActor
@Suite struct FoundationValueTests {
  private let habits = """
    struct Habit: Identifiable {
      let id = UUID()
      var name: String
    }
    struct Habits: View {
      @State private var habits = [Habit(name: "Read"), Habit(name: "Walk")]
      @State private var picked: UUID? = nil
      var body: some View {
        List {
          ForEach(habits) { habit in
            Button(habit.name) { picked = habit.id }
          }
          Text("Picked: \\(picked?.uuidString ?? "none")")
          Text("Same: \\(habits[0].id == habits[1].id ? "yes" : "no")")
        }
      }
    }
    """

  @Test func eachUUIDIsUniqueAndIdentifiesItsRecord() throws {
    let program = try Program(source: habits)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    #expect(host.render(.text).contains("Same: no"))
    try host.tap("Walk")
    let walk = try #require(host.render(.text).firstMatch(of: /Picked:\s*(\S+)/)?.1)
    try host.tap("Read")
    let read = try #require(host.render(.text).firstMatch(of: /Picked:\s*(\S+)/)?.1)
    #expect(walk != read)
    #expect(
      walk.wholeMatch(of: /[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/) != nil)
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func uuidsAreTheSameOnEveryRun() throws {
    func picked() throws -> String {
      let host = ViewHost(try Program(source: habits).view())
      try host.tap("Walk")
      return host.render(.text)
    }
    let first = try picked()
    #expect(first.contains("00000000-0000-0000-0000-0000000000"))
    #expect(try picked() == first)
  }

  @Test func aUUIDTypeIsDeclaredAndMisuseIsLocated() {
    #expect(
      problems(
        in: """
          struct Tag { var id: UUID = UUID() }
          struct Tags: View {
            @State private var tag = Tag()
            var body: some View { Text(tag.id.uuidString) }
          }
          """) == [])
    #expect(
      problems(
        in: """
          struct Tags: View {
            @State private var id = UUID("x")
            var body: some View { Text(id.uuidString) }
          }
          """) == ["2:27: 'UUID()' takes no arguments"])
  }

  /// `Date` as Foundation gives it: made from a time interval, moved by seconds (`+`,
  /// `addingTimeInterval(_:)`), compared, read as its intervals, and written as
  /// `String(describing:)` writes it, in UTC, whatever the machine's time zone.
  @Test func datesAreFoundationsDates() throws {
    let program = try Program(
      source: """
        struct Calendar: View {
          @State private var day = Date(timeIntervalSince1970: 1_780_000_000)
          private let start = Date(timeIntervalSinceReferenceDate: 0)
          var body: some View {
            Text("\\(day)")
            Text("\\(Int(day.timeIntervalSince(start)))")
            Text(day > start ? "later" : "earlier")
            Text("\\(Int(start.timeIntervalSince1970))")
            Button("Next") { day = day + 86_400 }
            Button("Back") { day = day.addingTimeInterval(-3 * 86_400) }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    let start = host.render(.text)
    #expect(start.contains("2026-05-28 20:26:40 +0000"))
    #expect(start.contains("801692800"))
    #expect(start.contains("later"))
    #expect(start.contains("978307200"))
    try host.tap("Next")
    #expect(host.render(.text).contains("2026-05-29 20:26:40 +0000"))
    try host.tap("Back")
    #expect(host.render(.text).contains("2026-05-26 20:26:40 +0000"))
    #expect(program.runtimeDiagnostics == [])
  }
}
