import Testing
import Vellum
import VellumLanguage

/// Top-level code, which Swift runs from a program's `main.swift` only ("The Basics": "global
/// scope … is used as the entry point for the program"): statements in order, `print`, and a
/// host made, driven and rendered.
@MainActor
@Suite struct TopLevelCodeTests {
  private func program(_ code: String, file: String = "main.swift") throws -> Program {
    try Program(
      files: [
        SourceText(
          name: file,
          text: """
            struct Counter: View {
              @State private var count = 0
              var body: some View { Button("Count \\(count)") { count += 1 } }
            }
            \(code)
            """)
      ])
  }

  @Test func statementsRunInOrderAndPrint() throws {
    let program = try program(
      """
      var total = 0
      for n in 1...3 { total += n }
      print("total", total, separator: ": ", terminator: "!\\n")
      let host = ViewHost(Counter())
      try host.tap("Count 0")
      try host.tap("Count 1")
      print(host.render(.tree))
      """)
    #expect(Checker.check(program) == [])
    let printed = try program.run()
    #expect(printed.hasPrefix("total: 6!\n"))
    #expect(printed.contains("Count 2"))
  }

  /// An interaction that finds nothing throws, as `ViewHost`'s do, and stops the program where
  /// it is, as an uncaught error stops Swift's.
  @Test func anInteractionThatFindsNothingStopsTheProgram() throws {
    let program = try program("let host = ViewHost(Counter())\ntry host.tap(\"Nope\")\nprint(1)")
    let error = #expect(throws: Diagnostic.self) { try program.run() }
    #expect(error?.location.line == 6)
    #expect(error?.message.contains("Nope") == true)
  }

  @Test func statementsStandAtTheTopLevelOnlyInMainSwift() {
    let error = #expect(throws: Diagnostics.self) {
      try program("print(1)", file: "Other.swift")
    }
    #expect(
      error?.diagnostics.first?.message.hasSuffix(
        "(statements stand at the top level only in main.swift)") == true)
  }
}
