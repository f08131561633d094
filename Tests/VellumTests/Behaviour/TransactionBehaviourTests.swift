import Testing
import Vellum

@MainActor
private final class Log {
  var lines: [String] = []
}

/// Transactions: each `withTransaction` or `withAnimation` block is committed as an update of
/// its own, separate from the changes made before and after it in the same action.
///
/// Sources: Apple's documentation of `withAnimation(_:_:)` ("Returns the result of recomputing
/// the view's body with the provided animation") and of `Transaction` ("The context of the
/// current state-processing update"); WWDC23 "Explore SwiftUI animation" (a transaction per
/// state change, its animation applying to that change only); `onChange(of:initial:_:)`
/// ("called with the old and new values" of each update in which the value changed).
@MainActor
@Suite struct TransactionBehaviourTests {
  private struct Stepper: View {
    let log: Log
    @State private var count = 0
    var body: some View {
      let _ = log.lines.append("body \(count)")
      Button("Go") {
        count = 1
        withAnimation { count = 2 }
        count = 3
      }
      .onChange(of: count) { old, new in log.lines.append("change \(old) -> \(new)") }
    }
  }

  @Test func eachTransactionOfAnActionIsAnUpdateOfItsOwn() throws {
    let log = Log()
    let host = ViewHost(Stepper(log: log))
    log.lines.removeAll()
    try host.tap("Go")
    #expect(
      log.lines == [
        "body 1", "change 0 -> 1", "body 2", "change 1 -> 2", "body 3", "change 2 -> 3",
      ])
    #expect(host.lastUpdate.animation == .default, "the event's animated transaction")
  }

  @Test func changesInOneTransactionAreOneUpdate() throws {
    struct Twice: View {
      let log: Log
      @State private var count = 0
      var body: some View {
        Button("Go") {
          count = 1
          count = 2
        }
        .onChange(of: count) { old, new in log.lines.append("change \(old) -> \(new)") }
      }
    }
    let log = Log()
    let host = ViewHost(Twice(log: log))
    try host.tap("Go")
    #expect(log.lines == ["change 0 -> 2"])
  }

  @Test func anAnimatedBlockCarriesItsAnimationToItsOwnUpdate() throws {
    struct Animated: View {
      @State private var isOpen = false
      var body: some View {
        Button(isOpen ? "Close" : "Open") {
          withAnimation(.easeOut) { isOpen.toggle() }
        }
      }
    }
    let host = ViewHost(Animated())
    try host.tap("Open")
    #expect(host.lastUpdate.animation == .easeOut)
    #expect(host.root.visibleText == "Close")
  }

  @Test func aNestedBlockIsATransactionOfItsOwn() throws {
    struct Nested: View {
      let log: Log
      @State private var first = 0
      @State private var second = 0
      var body: some View {
        let _ = log.lines.append("body \(first) \(second)")
        Button("Go") {
          withAnimation(.easeIn) {
            first = 1
            withAnimation(.easeOut) { second = 1 }
          }
        }
      }
    }
    let log = Log()
    let host = ViewHost(Nested(log: log))
    log.lines.removeAll()
    try host.tap("Go")
    #expect(log.lines == ["body 1 0", "body 1 1"])
    #expect(host.lastUpdate.animation == .easeOut)
  }

  /// Apple's documentation of `withAnimation(_:completionCriteria:_:completion:)`: "Returns the
  /// result of recomputing the view's body with the provided animation, and runs the
  /// completion when all animations are complete."
  @Test func withAnimationReturnsWhatItsBodyReturnsAndThenCompletes() throws {
    struct Returning: View {
      let log: Log
      @State private var count = 0
      var body: some View {
        Button("Add \(count)") {
          let result = withAnimation(.smooth) {
            count += 1
            return count * 10
          } completion: {
            log.lines.append("completed")
          }
          log.lines.append("returned \(result)")
        }
      }
    }
    let log = Log()
    let host = ViewHost(Returning(log: log))
    try host.tap("Add 0")
    #expect(log.lines == ["returned 10", "completed"])
    #expect(host.root.visibleText == "Add 1")
  }
}
