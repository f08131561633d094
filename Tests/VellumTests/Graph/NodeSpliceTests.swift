import Foundation
import Observation
import Testing

@testable import Vellum

@Observable
private final class SpliceModel {
  var ids: [Int]
  var highlighted = -1
  var isAlerting = false
  init(_ ids: [Int]) { self.ids = ids }

  /// A model with the same values, for a fresh host to show.
  func copy() -> SpliceModel {
    let copy = SpliceModel(ids)
    copy.highlighted = highlighted
    copy.isAlerting = isAlerting
    return copy
  }
}

/// Rows of plain texts in a list: the list's rows are its `ForEach`'s node array.
private struct ListRows: View {
  let model: SpliceModel

  var body: some View {
    List { ForEach(model.ids, id: \.self) { Text("Row \($0)") } }
  }
}

/// Rows in a stack that shows an alert: the alert's node joins the rows as the stack's last
/// child, so the stack's children are not the `ForEach`'s array alone.
private struct AlertingRows: View {
  let model: SpliceModel

  var body: some View {
    VStack { ForEach(model.ids, id: \.self) { Text("Row \($0)") } }
      .alert(
        "Saved",
        isPresented: Binding(get: { model.isAlerting }, set: { model.isAlerting = $0 })
      ) {}
  }
}

/// A row whose inner view reads the model itself, so it changes without its row being made
/// again.
private struct HighlightRow: View {
  let id: Int
  let model: SpliceModel

  var body: some View {
    VStack { Highlight(id: id, model: model) }
  }
}

private struct Highlight: View {
  let id: Int
  let model: SpliceModel

  var body: some View {
    Text(model.highlighted == id ? "[\(id)]" : "\(id)")
  }
}

private struct HighlightRows: View {
  let model: SpliceModel

  var body: some View {
    List { ForEach(model.ids, id: \.self) { HighlightRow(id: $0, model: model) } }
  }
}

/// A row that shows its id only when it is visible: a hidden row has no nodes.
private struct VisibilityRow: View {
  let id: Int
  let isVisible: Bool

  var body: some View {
    if isVisible { Text("Row \(id)") }
  }
}

@Observable
private final class Visibility {
  var ids: [Int]
  var visible: Set<Int>
  init(_ ids: [Int], visible: Set<Int>) {
    self.ids = ids
    self.visible = visible
  }
}

/// Rows made by a closure that reads the model, so every row is compared again.
private struct VisibilityRows: View {
  let model: Visibility

  var body: some View {
    VStack {
      ForEach(model.ids, id: \.self) {
        VisibilityRow(id: $0, isVisible: model.visible.contains($0))
      }
    }
  }
}

private struct Group: Identifiable, Equatable {
  let id: Int
  var items: [Int]
}

@Observable
private final class Groups {
  var groups: [Group]
  init(_ groups: [Group]) { self.groups = groups }
}

/// Lists in the rows of a list: each inner `ForEach`'s array is inside the outer one's.
private struct NestedRows: View {
  let model: Groups

  var body: some View {
    VStack {
      ForEach(model.groups) { group in
        VStack { ForEach(group.items, id: \.self) { Text("\(group.id).\($0)") } }
      }
    }
  }
}

/// A keyed `ForEach` that changes a few rows changes its node array in place and gives the diff
/// only the runs that changed (`NodeSplice`): the patches are those of the rows that changed,
/// and they turn the old screen into the new whatever else changed in the same pass.
@MainActor
@Suite struct NodeSpliceTests {
  /// Runs `change` on a mounted host and returns the update's patches, after checking that
  /// they turn the screen before into the screen after, which is the screen a fresh host shows.
  private func patches(
    _ host: ViewHost, fresh: () -> ViewHost, after change: () -> Void
  ) throws -> [Patch] {
    let before = host.root
    change()
    let patches = host.lastUpdate.patches
    #expect(try Reconciler.apply(patches, to: before) == host.root)
    #expect(host.root == fresh().root)
    return patches
  }

  @Test func anInsertAndARemovalAreOnePatchEach() throws {
    let model = SpliceModel(Array(0..<100))
    let host = ViewHost(ListRows(model: model))
    let fresh = { ViewHost(ListRows(model: model.copy())) }
    let inserted = try patches(host, fresh: fresh) { model.ids.insert(-1, at: 50) }
    #expect(
      inserted.map(\.description) == [
        Patch.insert(
          host.root.children[0].children[50], into: NodePath([.init(host.root.children[0])]),
          before: host.root.children[0].children[51].identity
        ).description
      ])
    let removed = try patches(host, fresh: fresh) { model.ids.remove(at: 50) }
    #expect(removed.map(\.operation) == ["remove"])
    let several = try patches(host, fresh: fresh) {
      model.ids.remove(at: 90)
      model.ids.insert(-2, at: 3)
      model.ids.swapAt(40, 41)
    }
    #expect(several.map(\.operation).sorted() == ["insert", "move", "remove"])
  }

  @Test func removingEveryRowRemovesEveryNode() throws {
    let model = SpliceModel(Array(0..<10))
    let host = ViewHost(ListRows(model: model))
    let removed = try patches(host, fresh: { ViewHost(ListRows(model: SpliceModel([]))) }) {
      model.ids = []
    }
    #expect(removed.count == 10)
  }

  /// Found by the view fuzzer: the rows' array changed in place while a node above added an
  /// alert to the same children.
  @Test func rowsThatChangeAsAnAlertAppearAreAllPatched() throws {
    let model = SpliceModel(Array(0..<40))
    let host = ViewHost(AlertingRows(model: model))
    let fresh = { ViewHost(AlertingRows(model: model.copy())) }
    let shown = try patches(host, fresh: fresh) {
      model.ids.insert(-1, at: 20)
      model.isAlerting = true
    }
    #expect(shown.map(\.operation).sorted() == ["insert", "insert"])
    let hidden = try patches(host, fresh: fresh) {
      model.ids.remove(at: 20)
      model.isAlerting = false
    }
    #expect(hidden.map(\.operation).sorted() == ["remove", "remove"])
  }

  /// A row below the rows' records changes in the same pass as an insert: the list's array
  /// changes twice, and both changes are patched.
  @Test func aRowThatChangesInThePassOfAnInsertIsPatchedToo() throws {
    let model = SpliceModel(Array(0..<40))
    let host = ViewHost(HighlightRows(model: model))
    let fresh = { ViewHost(HighlightRows(model: model.copy())) }
    let changed = try patches(host, fresh: fresh) {
      model.ids.insert(-1, at: 20)
      model.highlighted = 30
    }
    #expect(changed.map(\.operation).sorted() == ["insert", "set"])
  }

  /// A row with no nodes that changes just before an inserted row: its run and the insert's
  /// start at the same place in the old array, and stay in the rows' order.
  @Test func aRowWithNoNodesChangingBeforeAnInsertKeepsItsPlace() throws {
    let model = Visibility([0, 1, 2, 3, 4], visible: [0, 1, 3, 4])
    let host = ViewHost(VisibilityRows(model: model))
    let fresh = { ViewHost(VisibilityRows(model: Visibility(model.ids, visible: model.visible))) }
    let changed = try patches(host, fresh: fresh) {
      model.visible.insert(2)
      model.visible.insert(9)
      model.ids.insert(9, at: 3)
    }
    #expect(changed.map(\.operation) == ["insert", "insert"])
  }

  /// Random inserts, removals, moves and changes of visibility among rows some of which have no
  /// nodes, a few at a time as a splice takes them: every update's patches turn the old screen
  /// into the new, which is a fresh host's. `VELLUM_SEED`, `VELLUM_FUZZ_COUNT`.
  @Test func randomEditsOfRowsWithAndWithoutNodesArePatched() throws {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["VELLUM_FUZZ_COUNT"].flatMap(Int.init) ?? 150
    var random = SeededGenerator(seed: environment["VELLUM_SEED"].flatMap(UInt64.init) ?? 8)
    let model = Visibility(Array(0..<40), visible: Set((0..<40).filter { $0 % 3 != 0 }))
    let host = ViewHost(VisibilityRows(model: model))
    let fresh = { ViewHost(VisibilityRows(model: Visibility(model.ids, visible: model.visible))) }
    var next = 40
    for _ in 0..<count {
      var ids = model.ids
      var visible = model.visible
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let position = Int.random(in: 0..<max(1, ids.count), using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          ids.insert(next, at: min(position, ids.count))
          if Bool.random(using: &random) { visible.insert(next) }
          next += 1
        case 1 where !ids.isEmpty: ids.remove(at: position)
        case 2 where ids.count > 1: ids.insert(ids.remove(at: position), at: ids.count / 2)
        default:
          if let id = ids.randomElement(using: &random), visible.remove(id) == nil {
            visible.insert(id)
          }
        }
      }
      // Equal values are no change to an `@Observable` model: no update would run.
      guard ids != model.ids || visible != model.visible else { continue }
      _ = try patches(host, fresh: fresh) {
        model.visible = visible
        model.ids = ids
      }
    }
  }

  @Test func listsInsideTheRowsOfAListChangeTogether() throws {
    let model = Groups((0..<6).map { Group(id: $0, items: Array(0..<8)) })
    let host = ViewHost(NestedRows(model: model))
    let fresh = { ViewHost(NestedRows(model: Groups(model.groups))) }
    _ = try patches(host, fresh: fresh) { model.groups[2].items.insert(-1, at: 4) }
    _ = try patches(host, fresh: fresh) {
      model.groups[2].items.remove(at: 0)
      model.groups[4].items.append(9)
      model.groups.insert(Group(id: 9, items: [1]), at: 3)
    }
    _ = try patches(host, fresh: fresh) { model.groups.remove(at: 0) }
  }

  /// Random windows of a list of nodes replaced: the patches from the windows alone turn the
  /// old list into the new, as the whole list's do. `VELLUM_SEED`, `VELLUM_FUZZ_COUNT`.
  @Test func aSplicesWindowsPatchTheOldListIntoTheNew() throws {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["VELLUM_FUZZ_COUNT"].flatMap(Int.init) ?? 200
    var random = SeededGenerator(seed: environment["VELLUM_SEED"].flatMap(UInt64.init) ?? 5)
    for step in 0..<count {
      let old = (0..<Int.random(in: 0..<30, using: &random)).map { Self.row($0, "a") }
      var new: [Node] = []
      var windows: [NodeSplice.Window] = []
      var next = 0
      var fresh = 1_000
      while next < old.count || (windows.isEmpty && next == old.count) {
        let start = Int.random(in: next...old.count, using: &random)
        let end = Int.random(in: start...min(old.count, start + 4), using: &random)
        new += old[next..<start]
        // The window's rows, some kept (changed or not) in a new order, some new.
        var rows = old[start..<end].filter { _ in Bool.random(using: &random) }.map {
          Bool.random(using: &random) ? $0 : Self.row(Int($0.identity.description)!, "b")
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
          rows.insert(Self.row(fresh, "c"), at: Int.random(in: 0...rows.count, using: &random))
          fresh += 1
        }
        rows.shuffle(using: &random)
        windows.append(.init(start: new.count, count: rows.count, old: Array(old[start..<end])))
        new += rows
        next = end
        if next == old.count { break }
      }
      new += old[next...]
      var patches: [Patch] = []
      Reconciler.diffChildren(
        Node.splicedChildren, new, of: NodePath(), end: nil,
        splices: [NodePath(): NodeSplice(nodes: new, change: .windows(windows))], into: &patches)
      let root = Node(role: .root, children: old)
      #expect(
        try Reconciler.apply(patches, to: root) == Node(role: .root, children: new),
        "step \(step)")
      #expect(NodeSplice.Change.windows(windows).oldNodes(given: new) == old, "step \(step)")
    }
  }

  /// A row keyed `id`, whose text says which version it is.
  private static func row(_ id: Int, _ version: String) -> Node {
    Node(
      role: .text, identity: Identity([.index(id)]),
      attributes: [Attribute(.text, .string("\(id)\(version)"))])
  }
}
