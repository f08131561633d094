import Testing
import Vellum
import VellumLanguage

/// `#if` blocks, as The Swift Programming Language ("Statements": Conditional Compilation
/// Block) defines them, holding as they do when the file is compiled on this machine
/// (`Grammar/examples/Badges.swift` has one in a modifier chain, rendered as compiled Swift
/// renders it in `ParityTests`).
@MainActor
@Suite struct ConditionalCompilationTests {
  @Test func onlyTheBranchThatHoldsIsRead() throws {
    let program = try Program(
      source: """
        #if os(Windows)
        struct Broken: View { this is not Swift }
        #endif
        struct Screen: View {
          var body: some View {
            #if canImport(AppKit)
              Text("AppKit")
            #elseif canImport(Vellum) && (DEBUG || !DEBUG)
              Text("Vellum")
            #else
              Text("neither")
            #endif
          }
        }
        """)
    #expect(Checker.check(program) == [])
    #expect(ViewHost(try program.view()).render(.text).contains("Vellum"))
  }

  @Test func aBlockOrConditionNotUnderstoodIsALocatedError() {
    let cases: [(String, String)] = [
      ("#if swift(>=5.9)\n#endif", "1:5: the condition 'swift' is not interpreted"),
      ("#endif", "1:1: '#endif' without '#if'"),
      ("#if DEBUG\nstruct A {}", "1:1: '#if' without '#endif'"),
      ("#if os(iOS\n#endif", "1:1: expected ')' in a '#if' condition"),
    ]
    for (source, message) in cases {
      do {
        _ = try Program(source: source)
        Issue.record("\(source) is an error")
      } catch {
        // A condition not understood does not hold: its block still pairs with its `#endif`.
        #expect(error.diagnostics.count == 1, "\(error.diagnostics)")
        #expect(error.diagnostics.first?.located.hasPrefix(message) == true, "\(error.diagnostics)")
      }
    }
  }
}
