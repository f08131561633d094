import Testing
import Vellum
import VellumLanguage

/// Records' own initializers, as The Swift Programming Language defines them
/// ("Initialization"): every stored property has a value once the initializer ends, a property
/// is read only once set, a constant with a default is not set again, and a struct that
/// declares an initializer in its body loses its memberwise one (an initializer in an
/// extension keeps it).
@MainActor
@Suite struct InitializerTests {
  @Test func anInitializerSetsTheStoredPropertiesItsCallerDoesNotPass() throws {
    let program = try Program(
      source: """
        struct Habit: Identifiable {
          let id = UUID()
          var name: String
          var days: Int
          var label: String { "\\(name): \\(days)" }
          init(name: String) {
            self.name = name
            days = name.count
          }
          init(_ name: String, days: Int = 7) {
            self.name = name.uppercased()
            self.days = days
            self.days += 1
          }
        }
        struct Habits: View {
          @State private var habits = [Habit(name: "Read"), Habit("Walk"), Habit("Run", days: 2)]
          var body: some View {
            ForEach(habits) { habit in Text(habit.label) }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let text = ViewHost(try program.view()).render(.text)
    #expect(text.contains("Read: 4"))
    #expect(text.contains("WALK: 8"))
    #expect(text.contains("RUN: 3"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func anInitializerInAnExtensionKeepsTheMemberwiseOne() throws {
    let program = try Program(
      source: """
        struct Point { var x: Int; var y: Int }
        extension Point {
          init(both value: Int) {
            x = value
            y = value
          }
        }
        struct Plot: View {
          @State private var points = [Point(x: 1, y: 2), Point(both: 5)]
          var body: some View {
            ForEach(points, id: \\.x) { point in Text("\\(point.x),\\(point.y)") }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let text = ViewHost(try program.view()).render(.text)
    #expect(text.contains("1,2"))
    #expect(text.contains("5,5"))
  }

  @Test func whatSwiftRejectsInAnInitializerIsLocated() {
    func problem(_ record: String, _ call: String) -> [String] {
      problems(
        in: record + """

          struct Screen: View {
            @State private var value = \(call)
            var body: some View { Text("\\(value)") }
          }
          """)
    }
    #expect(
      problem(
        "struct A { var x: Int; var y: Int\n  init(x: Int) { self.x = x }\n}", "A(x: 1)")
        == [
          "2:3: return from initializer without initializing all stored properties ('y' is "
            + "not set)"
        ])
    #expect(
      problem("struct A { var x: Int\n  init() { x = x + 1 }\n}", "A()")
        == ["2:16: 'self.x' used before being initialized"])
    #expect(
      problem("struct A { let id = 1\n  init() { self.id = 2 }\n}", "A()")
        == ["2:12: immutable value 'self.id' may only be initialized once"])
    #expect(
      problem("struct A { var x: Int\n  init(x: Int) { self.x = x }\n}", "A(y: 1)")
        == ["5:35: incorrect argument label in call to 'init' (have 'y:', expected 'x:')"])
    #expect(
      problem(
        "struct A { var x: Int\n  init(x: Int) { self.x = x }\n  init(y: Int) { self.x = y }\n}",
        "A(z: 1)") == ["6:30: no initializer of 'A' takes the arguments (z:)"])
    // An initializer nothing calls is checked as well, as Swift checks it.
    #expect(
      problems(
        in: """
          struct A { var x: Int
            init() {}
          }
          struct Screen: View { var body: some View { Text("a") } }
          """)
        == [
          "2:3: return from initializer without initializing all stored properties ('x' is "
            + "not set)"
        ])
    #expect(
      problems(
        in: """
          struct Row: View {
            let title: String
            init(title: String) { self.title = title }
            var body: some View { Text(title) }
          }
          """)
        == [])
  }
}
