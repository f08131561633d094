import Foundation
import Testing
import Vellum

@Suite struct ReconcilerTests {
  /// A root holding a list of keyed text rows.
  private func rows(_ keys: [Int]) -> Node {
    let list = Node(
      role: .list,
      children: keys.map { key in
        Node(
          role: .text, identity: Identity([.key(Identity.Key(key))]),
          attributes: [Attribute(.text, .string("\(key)"))])
      })
    return Node(role: .root, children: [list])
  }

  private func counts(_ patches: [Patch]) -> [String: Int] {
    patches.reduce(into: [:]) { $0[$1.operation, default: 0] += 1 }
  }

  @Test func applyingTheDiffOfRandomTreesGivesTheNewTree() throws {
    let seed = ProcessInfo.processInfo.environment["VELLUM_SEED"].flatMap(UInt64.init) ?? 20_261_122
    var trees = RandomTrees(generator: SeededGenerator(seed: seed))
    for _ in 0..<5_000 {
      let old = trees.tree()
      let new = trees.chance(80) ? trees.edited(old) : trees.tree()
      let patches = Reconciler.diff(old, new)
      let applied = try Reconciler.apply(patches, to: old)
      guard applied == new else {
        Issue.record(
          """
          seed \(seed): applying the diff did not give the new tree
          old:
          \(RenderFormat.tree.render(Rendering(root: Node(role: .root, children: [old]))))
          new:
          \(RenderFormat.tree.render(Rendering(root: Node(role: .root, children: [new]))))
          patches:
          \(patches.map(\.description).joined(separator: "\n"))
          """)
        return
      }
    }
  }

  @MainActor @Test func duplicateForEachIdsStillGiveSiblingsDistinctIdentities() {
    struct Duplicates: View {
      var body: some View {
        VStack { ForEach([1, 2, 1], id: \.self) { Text("\($0)") } }
      }
    }
    let host = ViewHost(Duplicates())
    #expect(host.root.invariantViolations.isEmpty)
    #expect(
      host.diagnostics == [
        "ForEach<Array<Int>, Int, Text>: the id 1 occurs more than once; rows with the same id "
          + "share identity"
      ])
    let broken = Node(role: .root, children: [Node(role: .text), Node(role: .text)])
    #expect(broken.invariantViolations == ["Root: two children have identity "])
  }

  @Test func equalTreesNeedNoPatches() {
    #expect(Reconciler.diff(rows([1, 2, 3]), rows([1, 2, 3])).isEmpty)
  }

  @Test func reversingNKeyedRowsIsNMinusOneMoves() throws {
    let old = rows(Array(0..<100))
    let new = rows(Array((0..<100).reversed()))
    let patches = Reconciler.diff(old, new)
    #expect(counts(patches) == ["move": 99])
    #expect(try Reconciler.apply(patches, to: old) == new)
  }

  @Test func movingOneRowIsOneMove() throws {
    let old = rows([1, 2, 3, 4, 5])
    let new = rows([2, 3, 4, 5, 1])
    let patches = Reconciler.diff(old, new)
    #expect(patches.map(\.description) == ["move    List/Text[id: 1]  at end"])
    #expect(try Reconciler.apply(patches, to: old) == new)
  }

  @Test func insertingAndRemovingARowIsOnePatchEach() throws {
    #expect(
      Reconciler.diff(rows([1, 2, 3]), rows([1, 9, 2, 3])).map(\.description) == [
        "insert  List/Text[id: 9]  text: \"9\"  before [id: 2]"
      ])
    #expect(
      Reconciler.diff(rows([1, 2, 3]), rows([1, 3])).map(\.description) == [
        "remove  List/Text[id: 2]"
      ])
  }

  @Test func changedAttributesAreSetInPlace() throws {
    var new = rows([1, 2])
    new.children[0].children[1].attributes[0].value = .string("two")
    new.children[0].children[1].attributes.append(Attribute(.bold, .bool(true)))
    let patches = Reconciler.diff(rows([1, 2]), new)
    #expect(
      patches.map(\.description) == [
        "set     List/Text[id: 2]  text: \"2\" → \"two\"",
        "set     List/Text[id: 2]  bold: true",
      ])
    #expect(try Reconciler.apply(patches, to: rows([1, 2])) == new)
  }

  @Test func aChangedRoleIsAReplace() {
    var new = rows([1])
    new.children[0].children[0].role = .button
    #expect(
      Reconciler.diff(rows([1]), new).map(\.description) == [
        "replace List/Text[id: 1]  with Button [id: 1] text: \"1\""
      ])
  }

  @Test func aPatchThatDoesNotFitSaysWhy() {
    let patch = Patch.remove(
      NodePath([NodePath.Step(role: .text, identity: Identity([.index(5)]))]))
    #expect(throws: PatchError.self) { try Reconciler.apply([patch], to: rows([1])) }
    #expect {
      _ = try Reconciler.apply([patch], to: rows([1]))
    } throws: { error in
      "\(error)" == "remove  Text: no child with identity 5"
    }
  }
}
