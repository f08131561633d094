import Testing
import Vellum
import VellumLanguage

/// Computed properties of enums, in the enum or an extension, with `self` naming the case,
/// and `switch` and `if` giving a property's value as Swift 5.9 allows (SE-0380, "if and
/// switch expressions").
@MainActor
@Suite struct EnumMemberTests {
  @Test func anEnumsComputedPropertiesReadTheCase() throws {
    let program = try Program(
      source: """
        enum Frequency: String, CaseIterable {
          case daily, weekly

          var title: String {
            switch self {
            case .daily: "Every day"
            case .weekly: return "Every week"
            }
          }
        }

        extension Frequency {
          var short: String { if self == .daily { "D" } else { "W" } }
          var upper: String { self.rawValue.uppercased() }
          var label: String { "\\(short)-\\(rawValue)" }
        }

        struct Plan: View {
          @State private var frequency = Frequency.daily
          var body: some View {
            Text("\\(frequency.title) \\(frequency.short) \\(frequency.upper) \\(frequency.label)")
            Button("Switch") { frequency = frequency == .daily ? .weekly : .daily }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    #expect(host.render(.text).contains("Every day D DAILY D-daily"))
    try host.tap("Switch")
    #expect(host.render(.text).contains("Every week W WEEKLY W-weekly"))
    #expect(program.runtimeDiagnostics == [])
  }

  /// An enum's methods, as The Swift Programming Language defines instance methods
  /// ("Methods"): `self` is the case, and the enum's computed properties and other methods
  /// are in scope without `self.`; an extension's methods join the enum's.
  @Test func anEnumsMethodsSeeTheirCaseAndEachOther() throws {
    let program = try Program(
      source: """
        enum Size: String {
          case small, large
          var letter: String { rawValue.uppercased() }
          func label(long: Bool) -> String {
            long ? rawValue + " (" + letter + ")" : short()
          }
          func short() -> String { self == .small ? "S" : "L" }
        }
        extension Size {
          func doubled() -> String { short() + short() }
        }
        struct Sizes: View {
          @State private var size = Size.small
          var body: some View {
            Text(size.label(long: true) + " " + size.label(long: false) + " " + size.doubled())
            Button("Grow") { size = .large }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    #expect(host.render(.text).contains("small (SMALL) S SS"))
    try host.tap("Grow")
    #expect(host.render(.text).contains("large (LARGE) L LL"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func whatAnEnumMayNotDeclareIsLocated() {
    #expect(
      problems(in: "enum Size {\n  case s\n  var n = 1\n}")
        == ["3:7: enums must not contain stored properties"])
    #expect(
      problems(in: "enum Size {\n  case s\n  func n() { }\n}")
        == ["3:8: a method of an enum that gives no value is not interpreted"])
    #expect(
      problems(in: "enum Size {\n  case s\n  func n() -> some View { Text(\"s\") }\n}")
        == ["3:8: a view method of an enum is not interpreted; declare it in a view"])
    // Swift requires a switch to be exhaustive, and an `if` that gives a value an `else`.
    #expect(
      problems(
        in:
          """
          enum Size {
            case s, m
            var n: Int {
              switch self {
              case .s: 1
              }
            }
            var k: Int { if self == .s { 1 } }
          }
          struct A: View {
            var body: some View {
              Text("\\(Size.s.n)")
              Text("\\(Size.m.k)")
            }
          }
          """)
        == [
          "4:5: switch must be exhaustive; add cases for .m",
          "8:16: an 'if' that gives a value needs an 'else'",
        ])
  }
}
