import Observation
import Testing

@testable import Vellum

@Observable
private final class Score {
  var points = 0
  var bonus = 0
}

/// Reads `score.points` (or `score.bonus` once switched) and is re-evaluated by its own taps.
private struct ScoreView: View {
  let score: Score
  @State private var taps = 0
  @State private var showsBonus = false

  var body: some View {
    VStack {
      Text(showsBonus ? "bonus \(score.bonus)" : "points \(score.points)")
      Button("Tap \(taps)") { taps += 1 }
      Button("Switch") { showsBonus.toggle() }
    }
  }
}

/// A body re-evaluated for another reason ends its previous observation tracking, so an
/// `@Observable` object read by a long-lived screen keeps one registration per view, not one
/// per evaluation (issue 61: 10,000 re-evaluations grew the heap from 1.1 to 8.6 MB).
@MainActor
@Suite struct ObservationRetirementTests {
  @Test func reevaluationsLeaveNoRegistrationsBehind() throws {
    let score = Score()
    let host = ViewHost(ScoreView(score: score))
    for tap in 0..<200 { try host.tap("Tap \(tap)") }
    score.points = 7
    // The first evaluation's tracking and the last one's: the 199 between were ended.
    #expect(host.graph.pending.count == 2)
    host.graph.flush()
    #expect(host.root.visibleText == "points 7 Tap 200 Switch")
  }

  @Test func whatTheLastEvaluationReadIsStillObserved() throws {
    let score = Score()
    let host = ViewHost(ScoreView(score: score))
    try host.tap("Tap 0")
    try host.tap("Switch")
    score.bonus = 3
    host.graph.flush()
    #expect(host.root.visibleText == "bonus 3 Tap 1 Switch")
    try host.tap("Tap 1")
    score.bonus = 4
    host.graph.flush()
    #expect(host.root.visibleText == "bonus 4 Tap 2 Switch")
    // `points` is no longer read: changing it evaluates nothing.
    score.points = 9
    host.graph.flush()
    #expect(host.lastUpdate.evaluatedViews == [])
  }

  /// Observation callbacks fired in a loop that never yields the main actor ask for one
  /// update task, not one each (each waiting task held about 1.5 KB).
  @Test func callbacksInALoopWaitOnOneTask() async throws {
    let score = Score()
    let host = ViewHost(ScoreView(score: score))
    for points in 1...50 {
      score.points = points
      host.graph.flush()
    }
    score.points = 51
    #expect(host.graph.pending.isFlushTaskWaiting)
    #expect(host.graph.pending.count == 1)
    // The task runs when the main actor is next free (other suites' work may come first).
    for _ in 0..<1_000 where host.graph.pending.isFlushTaskWaiting { await Task.yield() }
    #expect(!host.graph.pending.isFlushTaskWaiting)
    #expect(host.root.visibleText == "points 51 Tap 0 Switch")
  }

  /// A `ForEach` that leaves unchanged rows as they were keeps the observations of earlier
  /// updates, but not forever: after as many updates as it has rows (at least 16) one makes
  /// every row again and the older ones end.
  @Test func aForEachKeepsEarlierObservationsForABoundedNumberOfUpdates() throws {
    let host = ViewHost(TappedList())
    for tap in 0..<100 { try host.tap("Tap \(tap)") }
    let kept = host.graph.keptSentinels.values.map(\.count)
    #expect(kept.count == 1)
    #expect(kept.allSatisfy { $0 <= 16 })
    #expect(host.root.visibleText == "Tap 100 a b c")
  }

  @Test func anUnmountedViewStopsObserving() throws {
    let score = Score()
    let host = ViewHost(Toggled(score: score))
    try host.tap("Tap 0")
    try host.tap("Hide")
    score.points = 1
    #expect(host.graph.pending.count == 0)
  }
}

/// Shows `ScoreView` until "Hide" is tapped.
private struct Toggled: View {
  let score: Score
  @State private var isShown = true

  var body: some View {
    VStack {
      if isShown { ScoreView(score: score) }
      Button("Hide") { isShown = false }
    }
  }
}

/// A list of rows whose content captures nothing, re-evaluated by its own taps.
private struct TappedList: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Tap \(taps)") { taps += 1 }
      ForEach(["a", "b", "c"], id: \.self) { Text($0) }
    }
  }
}
