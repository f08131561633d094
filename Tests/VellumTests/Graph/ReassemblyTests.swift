import Observation
import Testing
import Vellum

/// A row that grows a line when it is opened: its stack makes one node either way.
private struct StackedRow: View {
  let id: Int
  @State private var isOpen = false

  var body: some View {
    VStack {
      Button(isOpen ? "Less \(id)" : "More \(id)") { isOpen.toggle() }
      if isOpen { Text("Details \(id)") }
    }
  }
}

/// A row whose opened line is a node of its own: the row makes one node, then two.
private struct SplitRow: View {
  let id: Int
  @State private var isOpen = false

  var body: some View {
    Button(isOpen ? "Less \(id)" : "More \(id)") { isOpen.toggle() }
    if isOpen { Text("Details \(id)") }
  }
}

/// A keyed row that counts its taps in its button; a row with an id of 10 or more has a line
/// below it and one with a negative id shows nothing, so inserted rows can bring two nodes or
/// none.
private struct CountingRow: View {
  let id: Int
  @State private var taps = 0

  var body: some View {
    if id >= 0 { Button("\(id): \(taps)") { taps += 1 } }
    if id >= 10 { Text("Details \(id)") }
  }
}

@Observable
private final class RowIDs {
  var ids = [0, 1, 2, 3]
}

private struct KeyedRows: View {
  let model: RowIDs

  var body: some View {
    List { ForEach(model.ids, id: \.self) { CountingRow(id: $0) } }
  }
}

private struct Rows<Row: View>: View {
  let row: (Int) -> Row

  var body: some View {
    List {
      Text("Header")
      ForEach(0..<5, id: \.self) { row($0) }
      Text("Footer")
    }
  }
}

/// A list's nodes after one row changed: taken into the list's array in place when the row
/// makes as many nodes as before, gathered again when it does not. Either way the tree is the
/// one the patches make of the old tree, and a tree read before the change is left as it was.
@MainActor
@Suite struct ReassemblyTests {
  @Test func aRowThatKeepsItsNodeCountIsTakenInPlace() throws {
    let host = ViewHost(Rows { StackedRow(id: $0) })
    let before = host.root
    try host.tap("More 2")
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == host.root)
    #expect(before.visibleText == "Header More 0 More 1 More 2 More 3 More 4 Footer")
    #expect(
      host.root.visibleText == "Header More 0 More 1 Less 2 Details 2 More 3 More 4 Footer")
    try host.tap("More 4")
    try host.tap("Less 2")
    #expect(host.root.visibleText == "Header More 0 More 1 More 2 More 3 Less 4 Details 4 Footer")
  }

  @Test func aRowThatChangesItsNodeCountIsGatheredAgain() throws {
    let host = ViewHost(Rows { SplitRow(id: $0) })
    let before = host.root
    try host.tap("More 1")
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == host.root)
    #expect(before.visibleText == "Header More 0 More 1 More 2 More 3 More 4 Footer")
    #expect(
      host.root.visibleText == "Header More 0 Less 1 Details 1 More 2 More 3 More 4 Footer")
    try host.tap("More 3")
    #expect(
      host.root.visibleText
        == "Header More 0 Less 1 Details 1 More 2 Less 3 Details 3 More 4 Footer")
  }

  /// A list whose rows make one node each puts a changed row's node at the row's index; a
  /// keyed insert keeps that so while the new row makes one node too, and stops it when new
  /// rows make two and none (as many nodes as rows, not one each), after which a change of a
  /// row between them goes where the nodes say.
  @Test func aRowAfterAKeyedInsertIsPutWhereItsNodeIs() throws {
    let model = RowIDs()
    let host = ViewHost(KeyedRows(model: model))
    var before = host.root
    try host.tap("2: 0")
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == host.root)
    #expect(host.root.visibleText == "0: 0 1: 0 2: 1 3: 0")
    model.ids = [0, 1, 5, 2, 3]
    before = host.root
    try host.tap("3: 0")
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == host.root)
    #expect(host.root.visibleText == "0: 0 1: 0 5: 0 2: 1 3: 1")
    model.ids = [0, 10, 1, -1, 5, 2, 3]
    #expect(host.root.visibleText == "0: 0 10: 0 Details 10 1: 0 5: 0 2: 1 3: 1")
    before = host.root
    try host.tap("1: 0")
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == host.root)
    #expect(host.root.visibleText == "0: 0 10: 0 Details 10 1: 1 5: 0 2: 1 3: 1")
    try host.tap("3: 1")
    #expect(host.root.visibleText == "0: 0 10: 0 Details 10 1: 1 5: 0 2: 1 3: 2")
  }
}
