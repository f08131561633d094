import Foundation
import Observation
import Testing
import VellumHotPaths

@testable import Vellum

@Observable
private final class RowIds {
  var values: [Int]
  init(_ values: [Int]) { self.values = values }
}

/// Counts the calls of the content closures below, which capture nothing, so count through a
/// global.
private enum ContentCalls {
  nonisolated(unsafe) static var count = 0
  static func note() -> Bool {
    count += 1
    return true
  }
}

/// A row made from its id alone, with state of its own.
private struct IdRow: View {
  let id: Int
  @State private var taps = 0

  var body: some View {
    Button("\(id): \(taps)") { taps += 1 }
  }
}

/// Rows made by a closure that captures nothing: rows whose ids are unchanged are not made
/// again.
private struct CaptureFreeRows: View {
  let ids: RowIds

  var body: some View {
    VStack {
      ForEach(ids.values, id: \.self) { id in
        let _ = ContentCalls.note()
        IdRow(id: id)
      }
    }
  }
}

/// The same rows made by a closure that captures a value, formed anew at each update: every
/// row is made again, as SwiftUI makes a non-lazy `ForEach`'s.
private struct CapturingRows: View {
  let ids: RowIds
  let offset: Int

  var body: some View {
    VStack {
      ForEach(ids.values, id: \.self) { id in
        let _ = ContentCalls.note()
        IdRow(id: id + offset)
      }
    }
  }
}

/// A model the app reaches through a global, not through anything the closure captures.
@Observable
private final class Prefix {
  var text = "a"
}

nonisolated(unsafe) private let sharedPrefix = Prefix()

private struct GlobalPrefixRows: View {
  let ids: RowIds

  var body: some View {
    VStack {
      ForEach(ids.values, id: \.self) { Text("\(sharedPrefix.text)\($0)") }
    }
  }
}

/// A keyed `ForEach` whose content closure captures nothing does not make again the rows whose
/// elements did not change (their views would have the same inputs): the same screens, state
/// and patches as rebuilding every row, for a fraction of the work.
@MainActor
@Suite(.serialized) struct UnchangedRowsTests {
  @Test func insertingOneRowMakesOnlyThatRow() {
    let ids = RowIds(Array(0..<100))
    ContentCalls.count = 0
    let host = ViewHost(CaptureFreeRows(ids: ids))
    #expect(ContentCalls.count == 100)
    ids.values.insert(-1, at: 50)
    #expect(host.lastUpdate.patches.count == 1)
    #expect(ContentCalls.count == 101)
    #expect(host.lastUpdate.evaluatedViews.filter { $0.hasPrefix("IdRow") }.count == 1)
    ids.values.remove(at: 50)
    _ = host.lastUpdate
    #expect(ContentCalls.count == 101)
  }

  @Test func aClosureThatCapturesValuesMakesEveryRowAgain() {
    let ids = RowIds(Array(0..<100))
    ContentCalls.count = 0
    let host = ViewHost(CapturingRows(ids: ids, offset: 0))
    ids.values.insert(-1, at: 50)
    _ = host.lastUpdate
    #expect(ContentCalls.count == 100 + 101)
  }

  /// Random edits (inserts, removals, moves, repeated ids) and taps, applied to a list whose
  /// closure captures nothing and to one that makes every row again: after every step both show
  /// the same tree, and each update's patches turn the old tree into the new. `VELLUM_SEED`
  /// picks another sequence and `VELLUM_FUZZ_COUNT` its length.
  @Test func skippingUnchangedRowsChangesNothingAnAppCanSee() throws {
    let environment = ProcessInfo.processInfo.environment
    let steps = environment["VELLUM_FUZZ_COUNT"].flatMap(Int.init) ?? 150
    let seed = environment["VELLUM_SEED"].flatMap(UInt64.init) ?? 21
    var random = SeededGenerator(seed: seed)
    let skipping = RowIds(Array(0..<12))
    let rebuilding = RowIds(Array(0..<12))
    let skippingHost = ViewHost(CaptureFreeRows(ids: skipping))
    let rebuildingHost = ViewHost(CapturingRows(ids: rebuilding, offset: 0))
    for step in 0..<steps {
      let labels = skippingHost.root.children[0].children.compactMap { row -> String? in
        guard case .string(let text) = row.children.first?[.text] else { return nil }
        return text
      }
      if !labels.isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
        let label = labels[Int.random(in: 0..<labels.count, using: &random)]
        guard labels.filter({ $0 == label }).count == 1 else { continue }
        try skippingHost.tap(label)
        try rebuildingHost.tap(label)
      } else {
        // An equal array is no change to an `@Observable` property: no update would run.
        let values = Self.edit(skipping.values, using: &random)
        guard values != skipping.values else { continue }
        let before = skippingHost.root
        skipping.values = values
        rebuilding.values = values
        #expect(
          try Reconciler.apply(skippingHost.lastUpdate.patches, to: before) == skippingHost.root)
      }
      #expect(skippingHost.root == rebuildingHost.root, "step \(step): \(skipping.values)")
      if skippingHost.root != rebuildingHost.root { return }
    }
  }

  /// One random edit of `values`: an insert, a removal, a move, a swap, a repeated id, or a
  /// new list.
  private static func edit(_ values: [Int], using random: inout SeededGenerator) -> [Int] {
    var values = values
    let id = Int.random(in: 0..<30, using: &random)
    let position = { (random: inout SeededGenerator) in
      Int.random(in: 0...values.count, using: &random)
    }
    switch Int.random(in: 0..<6, using: &random) {
    case 0: values.insert(id, at: position(&random))
    case 1 where !values.isEmpty:
      values.remove(at: Int.random(in: 0..<values.count, using: &random))
    case 2 where values.count > 1:
      let moved = values.remove(at: Int.random(in: 0..<values.count, using: &random))
      values.insert(moved, at: Int.random(in: 0...values.count, using: &random))
    case 3 where values.count > 1: values.swapAt(0, values.count - 1)
    case 4 where !values.isEmpty: values.insert(values[0], at: position(&random))
    default:
      values = (0..<Int.random(in: 0..<14, using: &random)).map { _ in
        Int.random(in: 0..<20, using: &random)
      }
    }
    return values
  }

  /// What a skipped row's content read when it was last made stays observed: a change to a
  /// global model the closure reads makes every row again.
  @Test func aModelTheContentReadsStaysObservedAfterAnUpdateThatMadeNoRow() {
    let ids = RowIds([1, 2, 3])
    sharedPrefix.text = "a"
    let host = ViewHost(GlobalPrefixRows(ids: ids))
    #expect(host.render(.text(width: 20)).contains("a3"))
    ids.values = [1, 2]
    _ = host.lastUpdate
    sharedPrefix.text = "b"
    _ = host.lastUpdate
    let screen = host.render(.text(width: 20))
    #expect(screen.contains("b1") && screen.contains("b2") && !screen.contains("a1"))
  }

  /// The runs of the same elements at either end, found a word at a time for elements compared
  /// by all their bytes, element by element for others: the same answer either way, never a
  /// part of an element, and the two runs never overlap.
  @Test func theSameElementsAtTheEndsAreFoundWhateverTheirSize() {
    struct Pair: Equatable {
      let id: Int
      let weight: Int
    }
    struct Padded: Equatable {
      let flag: Int8
      let id: Int
    }
    func ends<T>(_ old: [T], _ new: [T]) -> [Int]? {
      UnchangedElements(old: old, new: new).map { [$0.prefix, $0.suffix] }
    }
    #expect(ends([1, 2, 3, 4, 5], [1, 2, 9, 4, 5]) == [2, 2])
    #expect(ends([1, 2, 3], [1, 2, 3, 3]) == [3, 0])
    #expect(ends([7, 7, 7], [7, 7]) == [2, 0])
    #expect(ends([Int](), [1]) == [0, 0])
    // 256 and 1 differ in one byte: a difference inside an element ends the run there.
    #expect(ends([1, 256, 3], [1, 1, 3]) == [1, 1])
    let pairs = (0..<6).map { Pair(id: $0, weight: 10) }
    var changed = pairs
    changed[3] = Pair(id: 3, weight: 11)
    #expect(ends(pairs, changed) == [3, 2])
    let padded = (0..<5).map { Padded(flag: 1, id: $0) }
    var other = padded
    other.insert(Padded(flag: 0, id: 9), at: 2)
    #expect(ends(padded, other) == [2, 3])
  }

  @Test func valuesCompareByBytesFieldsEqualityOrIdentity() {
    func same<T>(_ left: T, _ right: T) -> Bool? {
      guard let comparer = ViewComparison.valueComparer(for: T.self) else { return nil }
      var left = left
      return withAddresses(of: &left, and: right) { comparer.isSame($0, $1) }
    }
    #expect(same(7, 7) == true)
    #expect(same(7, 8) == false)
    // The same bits are the same input; `0.0 == -0.0`, but the row is made again.
    #expect(same(0.0, -0.0) == false)
    #expect(same("tacos", "tac" + "os") == true)
    #expect(same([1, 2], [1, 3]) == false)
    struct Recipe {
      let name: String
      let servings: Int
    }
    #expect(same(Recipe(name: "Pie", servings: 4), Recipe(name: "Pie", servings: 4)) == true)
    #expect(same(Recipe(name: "Pie", servings: 4), Recipe(name: "Pie", servings: 6)) == false)
    let (first, second) = (Prefix(), Prefix())
    #expect(same(first, first) == true)
    #expect(same(first, second) == false)
    #expect(same((1, 2), (1, 2)) == true)
    struct Opaque { let value: Any }
    #expect(same(Opaque(value: 1), Opaque(value: 1)) == nil)
  }

  @Test func onlyTheSameClosureCapturingNothingCountsAsTheSame() {
    // Read generically, as the graph reads them: a read at the concrete types would wrap the
    // closure in a new one that converts its arguments.
    func isSame<D, I, C>(_ left: ForEach<D, I, C>, _ right: ForEach<D, I, C>) -> Bool {
      ViewComparison.isSameCaptureFreeClosure(left.content, right.content)
    }
    #expect(isSame(RowContent.plain(), RowContent.plain()))
    #expect(!isSame(RowContent.plain(), RowContent.other()))
    let capturing = RowContent.capturing("#")
    #expect(!isSame(capturing, capturing))
  }
}

/// `ForEach`s made as a view's body makes them, with closures that capture nothing or a value.
@MainActor
private enum RowContent {
  static func plain() -> ForEach<[Int], Int, Text> { ForEach([1], id: \.self) { Text("\($0)") } }
  static func other() -> ForEach<[Int], Int, Text> { ForEach([1], id: \.self) { Text("+\($0)") } }
  static func capturing(_ mark: String) -> ForEach<[Int], Int, Text> {
    ForEach([1], id: \.self) { Text("\(mark)\($0)") }
  }
}
