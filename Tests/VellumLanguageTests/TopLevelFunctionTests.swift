import Testing
import Vellum
import VellumLanguage

/// Functions declared at a file's top level, as The Swift Programming Language ("Functions")
/// defines them: called by name from any view, record or other function of the program, with
/// only their parameters and the program's types in scope.
@MainActor
@Suite struct TopLevelFunctionTests {
  @Test func aTopLevelFunctionIsCalledFromAnywhere() throws {
    let program = try Program(
      source: """
        func ordinal(_ n: Int) -> String {
          var suffix = "th"
          if n % 10 == 1 { suffix = "st" }
          if n % 10 == 2 { suffix = "nd" }
          if n % 10 == 3 { suffix = "rd" }
          return "\\(n)\\(suffix)"
        }

        func isPrime(_ p: Int) -> Bool {
          if p <= 1 { return false }
          for i in 0..<p where i > 1 && p % i == 0 { return false }
          return true
        }

        struct Counter: View {
          @State private var count = 1
          var body: some View {
            Text("\\(ordinal(count)) is \\(isPrime(count) ? "prime" : "not prime")")
            Button("Next") { count += 1 }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    #expect(host.render(.text).contains("1st is not prime"))
    try host.tap("Next")
    try host.tap("Next")
    #expect(host.render(.text).contains("3rd is prime"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func whatATopLevelFunctionCannotDoIsALocatedError() throws {
    let error = try #require(throws: Diagnostics.self) {
      _ = try Program(source: "func card() -> some View {\n  Text(\"a\")\n}\n")
    }
    #expect(
      error.diagnostics.map(\.located) == [
        "1:6: a top-level function that gives a view is not interpreted"
      ])
    let program = try Program(
      source: """
        func label() -> String { title }
        struct V: View {
          let title = "a"
          var body: some View { Text(label()) }
        }
        """)
    #expect(
      Checker.check(program).map(\.located).first?.hasPrefix(
        "1:26: cannot find 'title' in scope") == true)
  }
}
