import Testing
import Vellum
import VellumLanguage

/// Statements of The Swift Programming Language beyond `if` and `for`: `while` loops ("Control
/// Flow"), constants declared before they are set ("The Basics": a `let` set once before it
/// is read), tuples switched over with tuple and range patterns ("Patterns"), and number
/// conversions and math functions.
@MainActor
@Suite struct StatementTests {
  @Test func statementsRunAsSwiftRunsThem() throws {
    let program = try Program(
      source: """
        func collatz(_ start: Int) -> Int {
          var n = start
          var steps = 0
          while n != 1 {
            n = n % 2 == 0 ? n / 2 : 3 * n + 1
            steps += 1
          }
          return steps
        }
        func size(_ width: Int, _ height: Int) -> String {
          let name: String
          switch (width, height) {
          case (0, _), (_, 0): name = "empty"
          case (let w, let h) where w == h: name = "square \\(w)"
          case (1...9, 1...9): name = "small"
          default: name = "large"
          }
          return name
        }
        struct V: View {
          var body: some View {
            Text("\\(collatz(27)) \\(Int(sqrt(Double(50)))) \\(max(3, 9)) \\(abs(-4))")
            Text([size(0, 3), size(4, 4), size(2, 5), size(20, 5)].joined(separator: ", "))
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let text = ViewHost(try program.view()).render(.text)
    #expect(text.contains("111 7 9 4"))
    #expect(text.contains("empty, square 4, small, large"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func aConstantIsSetOnceBeforeItIsRead() throws {
    func problems(_ body: String) throws -> [String] {
      let program = try Program(
        source:
          "func f() -> Int {\n\(body)\n}\nstruct V: View {\n  var body: some View { Text(\"\\(f())\") }\n}\n"
      )
      _ = ViewHost(try program.view()).render(.text)
      return program.runtimeDiagnostics.map(\.located)
    }
    #expect(
      try problems("  let n: Int\n  return n")
        == ["3:10: constant 'n' used before being initialized"])
    #expect(
      try problems("  let n: Int\n  n = 1\n  n = 2\n  return n")
        == ["4:3: immutable value 'n' may only be initialized once"])
  }

  /// A `break` that ends a switch case does nothing, as in Swift; elsewhere it is not
  /// interpreted and says so where it is.
  @Test func breakEndsACaseOnly() throws {
    let ends = try Program(
      source: """
        func sign(_ n: Int) -> String {
          var text = "zero"
          switch n {
          case 1...9: text = "plus"
          case -9...(-1): text = "minus"
          default: break
          }
          return text
        }
        struct V: View {
          var body: some View { Text(sign(0) + sign(3)) }
        }
        """)
    #expect(ViewHost(try ends.view()).render(.text).contains("zeroplus"))
    #expect(throws: Diagnostics.self) {
      try Program(
        source: "func f() -> Int {\n  for i in 0..<3 {\n    break\n  }\n  return 0\n}\n")
    }
  }

  @Test func aLoopThatWouldNotEndIsALocatedError() throws {
    let program = try Program(
      source: """
        struct V: View {
          @State private var n = 0
          var body: some View {
            Button("Spin") {
              while true { n += 1 }
            }
          }
        }
        """)
    let host = ViewHost(try program.view())
    try host.tap("Spin")
    #expect(
      program.runtimeDiagnostics.map(\.located) == [
        "5:7: these loops run more than 100000 times in all"
      ])
  }

  /// An implicit member assigned to a `let` declared without a value takes the declared type,
  /// as it does for a target that holds a case already (`decoder.dateDecodingStrategy = …`).
  @Test func anImplicitMemberSetsADeclaredConstant() throws {
    let program = try Program(
      source: """
        enum Speed { case slow, fast }
        struct V: View {
          @State private var fast = false
          var body: some View {
            Button("Go") { fast = true }
            Text("\\(speed)")
          }
          private var speed: Speed {
            let chosen: Speed
            if fast { chosen = .fast } else { chosen = .slow }
            return chosen
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view(named: "V"))
    #expect(host.render(.text).contains("slow"))
    try host.tap("Go")
    #expect(host.render(.text).contains("fast"))
    #expect(program.runtimeDiagnostics == [])
  }
}
