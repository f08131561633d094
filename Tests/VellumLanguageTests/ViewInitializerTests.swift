import Testing
import Vellum
import VellumLanguage

/// Views' written initializers, as The Swift Programming Language ("Initialization") and
/// SwiftUI's `State` documentation ("initialize a state in an initializer with
/// `_name = State(initialValue:)`") define them; `Grammar/examples/Badges.swift` renders one as
/// compiled Swift does.
@MainActor
@Suite struct ViewInitializerTests {
  @Test func aRootViewsInitializerRunsToo() throws {
    let program = try Program(
      source: """
        struct Start: View {
          @State private var count: Int
          let step: Int
          init() {
            step = 5
            _count = State(wrappedValue: 10)
          }
          var body: some View {
            Button("Count: \\(count)") { count += step }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    try host.tap("Count: 10")
    #expect(host.render(.text).contains("Count: 15"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func whatAnInitializerCannotDoIsALocatedError() throws {
    let cases: [(String, String)] = [
      (
        "init() { count = 1 }",
        "SwiftUI ignores a state set this way in an initializer; write '_count = "
      ),
      (
        "@Binding var flag: Bool; init() { _count = State(initialValue: 0) }",
        "an initializer that sets the @Binding 'flag' is not interpreted"
      ),
      ("init() { _count = State(value: 1) }", "'State' is made with 'initialValue:'"),
      ("init() { _count = State(initialValue: \"a\") }", "cannot convert value of type 'String'"),
    ]
    for (initializer, message) in cases {
      let program = try Program(
        source: """
          struct V: View {
            @State private var count = 0
            \(initializer)
            var body: some View { Text("\\(count)") }
          }
          """)
      let problems = Checker.check(program)
      #expect(problems.first?.message.hasPrefix(message) == true, "\(initializer): \(problems)")
      #expect(problems.first?.location.line == 3, "\(initializer): \(problems)")
    }
  }

  @Test func aStateIsMadeOnlyInAViewsInitializer() throws {
    let program = try Program(
      source: """
        struct V: View {
          var body: some View { Text("\\(State(initialValue: 1))") }
        }
        """)
    #expect(
      Checker.check(program).map(\.message) == [
        "'State(initialValue:)' is interpreted only in a view's initializer, as "
          + "'_name = State(initialValue: …)'"
      ])
  }
}
