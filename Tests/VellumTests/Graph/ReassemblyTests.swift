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
}
