import Testing
import Vellum
import VellumLanguage

/// Errors as The Swift Programming Language's "Error Handling" describes them: only values of
/// `Error` types are thrown, the first matching `catch` clause takes an error, and one nothing
/// takes stops the code where it was thrown. `Grammar/examples/Vault.swift` renders the same
/// interpreted and compiled.
@MainActor
@Suite struct ErrorHandlingTests {
  private static let errors = """
    enum Trouble: Error { case small, big(Int) }
    struct Other: Error { var code: Int }

    """

  @Test func catchClausesMatchInOrder() throws {
    let program = try Program(
      source: Self.errors + """
        struct V: View {
          @State private var log = ""
          var body: some View {
            Text(log)
            Button("Run") {
              for n in 0..<4 {
                do {
                  try check(n)
                } catch Trouble.big(let size) where size > 2 {
                  log += "huge "
                } catch let trouble as Trouble {
                  log += "\\(trouble) "
                } catch is Other {
                  log += "other "
                }
              }
            }
          }
          func check(_ n: Int) throws {
            switch n {
            case 0: throw Trouble.small
            case 1: throw Trouble.big(1)
            case 2: throw Trouble.big(3)
            default: throw Other(code: n)
            }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    try host.tap("Run")
    #expect(host.render(.text).contains("small big(1) huge other"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func anErrorNothingCatchesIsReportedWhereItWasThrown() throws {
    let program = try Program(
      source: Self.errors + """
        struct V: View {
          @State private var n = 0
          var body: some View {
            Text("\\(n)")
            Button("Run") {
              try? fail()
              n = 1
              try fail()
              n = 2
            }
          }
          func fail() throws { throw Trouble.big(5) }
        }
        """)
    let host = ViewHost(try program.view())
    try host.tap("Run")
    #expect(host.render(.text).contains("1"))
    #expect(
      program.runtimeDiagnostics.map(\.located) == [
        "14:24: the error 'big(5)' was thrown and not caught"
      ])
  }

  @Test func onlyErrorsAreThrownAndADoHasACatch() throws {
    let program = try Program(
      source: """
        struct V: View {
          var body: some View {
            Button("Run") { throw 3 }
          }
        }
        """)
    #expect(
      Checker.check(program).map(\.located) == [
        "3:27: thrown expression type 'Int' does not conform to 'Error'"
      ])
    #expect(throws: Diagnostics.self) {
      try Program(
        source: "struct V: View {\n  var body: some View {\n    Button(\"R\") { do { } }\n  }\n}\n")
    }
  }
}
