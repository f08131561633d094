import Testing
import Vellum
import VellumLanguage

/// `for`-`in` in actions as Swift runs it (The Swift Programming Language, "Control Flow":
/// For-In Loops): over a copy of an array or over a range, a `where` clause skipping elements,
/// `return` ending the action; never among views, and never without end.
@MainActor
@Suite struct LoopTests {
  private func host(_ actions: String, state: String = "") throws -> (ViewHost, Program) {
    let program = try Program(
      source: """
        struct Loops: View {
          @State private var values = [1, 2, 3, 4]
          @State private var total = 0
          \(state)
          var body: some View {
            Text("\\(values) \\(total)")
            Button("Go") {
              \(actions)
            }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    return (ViewHost(try program.view()), program)
  }

  @Test func aLoopRunsItsBodyForEachElementThatPassesItsWhere() throws {
    let (host, program) = try host(
      """
      for value in values where value % 2 == 0 {
        total += value
      }
      for index in 0..<values.count {
        values[index] *= 10
      }
      """)
    try host.tap("Go")
    #expect(host.render(.text).contains("[10, 20, 30, 40] 6"))
    #expect(program.runtimeDiagnostics == [])
  }

  /// Swift iterates the array as it was when the loop began.
  @Test func aLoopIteratesACopyOfItsArray() throws {
    let (host, _) = try host(
      """
      for value in values {
        values.append(value)
      }
      """)
    try host.tap("Go")
    #expect(host.render(.text).contains("[1, 2, 3, 4, 1, 2, 3, 4] 0"))
  }

  @Test func returnInALoopEndsTheAction() throws {
    let (host, _) = try host(
      """
      for value in values {
        guard value < 3 else { return }
        total += value
      }
      total = 100
      """)
    try host.tap("Go")
    #expect(host.render(.text).contains("[1, 2, 3, 4] 3"))
  }

  @Test func loopsThatWouldNotEndAreLocatedErrors() throws {
    let (host, program) = try host(
      """
      for _ in 0..<1_000 {
        for _ in 0..<1_000 {
          total += 1
        }
      }
      """)
    try host.tap("Go")
    #expect(
      program.runtimeDiagnostics.map(\.located)
        == ["9:3: these loops run more than 100000 times in all"])
  }

  /// Each loop has its own budget: the turns of loops that have ended do not count against
  /// a later one (they did, across every render, before an action reset them).
  @Test func finishedLoopsDoNotSpendALaterLoopsBudget() throws {
    let program = try Program(
      source: """
        struct Sums: View {
          var body: some View {
            Text("\\(sum()) \\(sum()) \\(sum())")
          }
          func sum() -> Int {
            var total = 0
            for value in 0..<60_000 { total += value % 2 }
            return total
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    #expect(host.render(.text).contains("30000 30000 30000"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func aLoopAmongViewsOrOverAnythingElseIsAnError() throws {
    let program = try Program(
      source: """
        struct A: View {
          @State private var n = 0
          var body: some View {
            for i in 0..<3 {
              Text("\\(i)")
            }
            Button("Go") {
              for c in n { n += c }
            }
          }
        }
        """)
    #expect(
      Checker.check(program).map(\.located)
        == [
          "4:5: a 'for' loop is not a view; use ForEach in a view builder",
          "8:16: 'for' needs an array, a range or an IndexSet, found Int",
        ])
  }
}
