import Testing
import Vellum
import VellumLanguage

/// Methods records declare, as The Swift Programming Language defines instance methods
/// ("Methods"): a method sees its instance's properties and `self`, a parameter of the same
/// name hides a property, and methods and computed properties call one another without
/// writing `self.`.
@MainActor
@Suite struct RecordMethodTests {
  @Test func aRecordsMethodsSeeItsPropertiesAndEachOther() throws {
    let program = try Program(
      source: """
        struct Habit: Identifiable {
          let id: Int
          var name: String
          var streak: Int
          var title: String { label(prefix: "") }
          func label(prefix: String = "- ") -> String {
            prefix + name + " " + badge(for: streak)
          }
          func badge(for days: Int) -> String { days > 3 ? "star" : "dot" }
          func renamed(name: String) -> String { name + " (was \\(self.name))" }
        }
        struct Habits: View {
          @State private var habits = [
            Habit(id: 1, name: "Read", streak: 4), Habit(id: 2, name: "Walk", streak: 1),
          ]
          var body: some View {
            ForEach(habits) { habit in
              Text(habit.label())
              Text(habit.title)
            }
            Text(habits[1].renamed(name: "Run"))
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let text = ViewHost(try program.view()).render(.text)
    #expect(text.contains("- Read star"))
    #expect(text.contains("- Walk dot"))
    #expect(text.contains("Walk dot"))
    #expect(text.contains("Run (was Walk)"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func aMethodThatGivesNothingIsLocated() {
    #expect(
      problems(
        in: """
          struct Counter { var count: Int
            func reset() { }
          }
          struct Screen: View {
            @State private var counter = Counter(count: 1)
            var body: some View { Text("\\(counter.reset())") }
          }
          """)
        == ["6:41: 'reset' gives no value; a record's methods are interpreted when they give one"])
  }
}
