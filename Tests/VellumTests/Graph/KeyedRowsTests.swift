import Observation
import Testing
import Vellum

@Observable
private final class Ids {
  var values: [Int]
  init(_ values: [Int]) { self.values = values }
}

private struct CountingRow: View {
  let id: Int
  let log: Log
  @State private var taps = 0

  var body: some View {
    Button("\(id): \(taps)") { taps += 1 }
      .onDisappear { log.entries.append("\(id) gone") }
  }
}

@MainActor private final class Log {
  var entries: [String] = []
}

private struct Rows: View {
  let ids: Ids
  let log: Log

  var body: some View {
    VStack {
      ForEach(ids.values, id: \.self) { CountingRow(id: $0, log: log) }
    }
  }
}

/// Keyed rows keep their state through edits of every size, a repeated id gets an identity of
/// its own (whether it repeats a row at an unchanged end or one between them), and every
/// update's patches turn the old tree into the new one.
@MainActor
@Suite struct KeyedRowsTests {
  private func labels(_ host: ViewHost) -> [String] {
    host.root.children[0].children.compactMap { row in
      guard case .string(let text) = row.children.first?[.text] else { return nil }
      return text
    }
  }

  /// Sets the ids and checks the update's patches and the tree's invariants.
  private func edit(_ ids: Ids, to values: [Int], in host: ViewHost) throws {
    let before = host.root
    ids.values = values
    _ = host.lastUpdate
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == host.root)
    #expect(host.root.invariantViolations.isEmpty)
  }

  @Test func anInsertedIdThatRepeatsARowAtAnEndGetsItsOwnRowAndState() throws {
    let ids = Ids([1, 2, 3])
    let host = ViewHost(Rows(ids: ids, log: Log()))
    try host.tap("1: 0")
    try edit(ids, to: [1, 2, 1, 3], in: host)
    #expect(labels(host) == ["1: 1", "2: 0", "1: 0", "3: 0"])
    #expect(host.diagnostics.contains { $0.contains("the id 1 occurs more than once") })
    try edit(ids, to: [1, 2, 3], in: host)
    #expect(labels(host) == ["1: 1", "2: 0", "3: 0"])
  }

  @Test func anIdRepeatedAfterIdsInIncreasingOrderIsNoticed() throws {
    // Increasing integer ids are not hashed while they increase; the first id out of order
    // is checked against all of them, and every id after it too.
    let ids = Ids([Int.min, 5, 9, 5, 3, 9, 12])
    let host = ViewHost(Rows(ids: ids, log: Log()))
    #expect(labels(host) == ["\(Int.min): 0", "5: 0", "9: 0", "5: 0", "3: 0", "9: 0", "12: 0"])
    #expect(host.root.invariantViolations.isEmpty)
    let repeated = host.diagnostics.filter { $0.contains("occurs more than once") }
    #expect(repeated.count == 2)
    #expect(repeated.contains { $0.contains("the id 5 ") })
    #expect(repeated.contains { $0.contains("the id 9 ") })
    try host.tap("3: 0")
    #expect(labels(host) == ["\(Int.min): 0", "5: 0", "9: 0", "5: 0", "3: 1", "9: 0", "12: 0"])
  }

  @Test func aLargeReorderKeepsEachRowsStateAndGivesARepeatedEndIdItsOwnRow() throws {
    let ids = Ids(Array(0..<20))
    let log = Log()
    let host = ViewHost(Rows(ids: ids, log: log))
    for id in [0, 5, 12, 19] { try host.tap("\(id): 0") }
    // Twenty rows between the unchanged ends (0 and 19), one of them repeating 0.
    let reordered = [0] + Array((1...18).reversed()) + [0, 19]
    try edit(ids, to: reordered, in: host)
    #expect(labels(host).first == "0: 1")
    #expect(labels(host).last == "19: 1")
    #expect(labels(host)[1...].first { $0.hasPrefix("0:") } == "0: 0")
    #expect(labels(host).contains("5: 1") && labels(host).contains("12: 1"))
    #expect(log.entries.isEmpty)
  }

  @Test func removedRowsDisappearInTheirOldOrderAndTheRestKeepTheirState() throws {
    let ids = Ids(Array(0..<10))
    let log = Log()
    let host = ViewHost(Rows(ids: ids, log: log))
    try host.tap("7: 0")
    try edit(ids, to: [0, 1, 2, 6, 7, 8, 9], in: host)
    #expect(log.entries == ["3 gone", "4 gone", "5 gone"])
    #expect(labels(host) == ["0: 0", "1: 0", "2: 0", "6: 0", "7: 1", "8: 0", "9: 0"])
    try edit(ids, to: [9, 0, 1, 2, 3, 6, 7, 8], in: host)
    #expect(labels(host) == ["9: 0", "0: 0", "1: 0", "2: 0", "3: 0", "6: 0", "7: 1", "8: 0"])
  }
}
