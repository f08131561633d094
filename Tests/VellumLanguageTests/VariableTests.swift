import Testing
import Vellum
import VellumLanguage

/// `var` in actions and in methods that give a value, as The Swift Programming Language
/// defines variables ("The Basics", "Constants and Variables"): assignments change what every
/// later statement reads, in the blocks nested in the variable's too, and keep its type.
@MainActor
@Suite struct VariableTests {
  @Test func aMethodComputesItsValueInVariables() throws {
    let program = try Program(
      source: """
        struct Totals: View {
          @State private var scores = [3, 8, 5]
          var body: some View {
            Text(summary())
            Button("Add") { add(4) }
          }
          func summary() -> String {
            var total = 0
            var best = 0
            for score in scores {
              total += score
              if score > best { best = score }
            }
            var text = "total \\(total)"
            var parts: [String] = []
            parts.append("best \\(best)")
            text += ", " + parts.joined(separator: "")
            return text
          }
          func add(_ score: Int) {
            var next = scores
            next.append(score)
            var doubled = score
            doubled *= 2
            if doubled > 5 { next.append(doubled) }
            scores = next
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    #expect(host.render(.text).contains("total 16, best 8"))
    try host.tap("Add")
    #expect(host.render(.text).contains("total 28, best 8"))
    #expect(program.runtimeDiagnostics == [])
  }

  /// `return value` inside a loop, an `if` or a `guard`'s `else` ends the method with that
  /// value, as Swift's early returns do ("Control Flow", "Early Exit").
  @Test func aMethodReturnsEarlyFromInsideItsStatements() throws {
    let program = try Program(
      source: """
        struct Words: View {
          var body: some View {
            Text(firstLong(["a", "tree", "forest"]) + " " + firstLong([]) + " " + firstLong(["ab"]))
          }
          func firstLong(_ words: [String]) -> String {
            guard !words.isEmpty else { return "none" }
            for word in words {
              if word.count > 3 { return word }
            }
            return "short"
          }
        }
        """)
    #expect(Checker.check(program) == [])
    #expect(ViewHost(try program.view()).render(.text).contains("tree none short"))
    #expect(program.runtimeDiagnostics == [])
    #expect(
      problems(
        in: """
          struct A: View {
            var body: some View { Text(label(1)) }
            func label(_ count: Int) -> String {
              if count > 0 { return }
              return "none"
            }
          }
          """)
        == ["4:20: 'return' here must give the value; write 'return value'"])
  }

  @Test func anActionsVariableIsSharedByItsNestedBlocks() throws {
    let program = try Program(
      source: """
        struct Counter: View {
          @State private var count = 0
          var body: some View {
            Text("\\(count)")
            Button("Count") {
              var steps = 0
              for _ in 0..<3 { steps += 2 }
              if steps == 6 { steps -= 1 }
              count = steps
            }
          }
        }
        """)
    let host = ViewHost(try program.view())
    try host.tap("Count")
    #expect(host.render(.text).contains("5"))
    #expect(program.runtimeDiagnostics == [])
  }

  /// A view whose `label()` declares `count` with `declaration` and then assigns it
  /// `assigned`.
  private func labelSource(_ declaration: String, then assigned: String) -> String {
    """
    struct A: View {
      var body: some View { Text(label()) }
      func label() -> String {
        \(declaration)
        count = \(assigned)
        return "\\(count)"
      }
    }
    """
  }

  @Test func whatSwiftRejectsOfAVariableIsLocated() {
    // A variable keeps its type; a `let` cannot change.
    #expect(
      problems(in: labelSource("var count = 1", then: "\"two\""))
        == ["5:5: cannot convert value of type 'String' to specified type 'Int'"])
    #expect(
      problems(in: labelSource("let count = 1", then: "2"))
        == ["5:5: cannot assign to 'count': only @State and @Binding properties change"])
    #expect(
      problems(in: labelSource("var count: Double = 1", then: "\"two\""))
        == ["5:5: cannot convert value of type 'String' to specified type 'Double'"])
  }
}
