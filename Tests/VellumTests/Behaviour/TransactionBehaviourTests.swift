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
}
