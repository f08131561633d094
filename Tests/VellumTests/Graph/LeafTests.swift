import Testing
import Vellum

/// A stack that mixes leaves (a text, a modified image) with views that have records (buttons,
/// a conditional), so the nodes a stack makes for its leaves sit between its children's.
private struct Mixed: View {
  @State private var count = 0
  @State private var showsHide = false

  var body: some View {
    HStack {
      Text("Count \(count)")
      if showsHide {
        Button("Hide") { showsHide = false }
      }
      Image(systemName: "star").padding().foregroundStyle(.red)
      Button("Add") {
        count += 1
        showsHide = true
      }
      Spacer()
    }
  }
}

@MainActor
@Suite struct LeafTests {
  @Test func leavesKeepTheirPlaceBetweenChildrenWithRecords() {
    let host = ViewHost(Mixed())
    #expect(
      host.root.children[0].children.map(\.role) == [.text, .image, .button, .spacer])
    #expect(host.root.children[0].children.map(\.identity.description) == ["0", "2", "3", "4"])
    #expect(host.root.children[0].children[1][.foregroundStyle] != nil)
  }

  @Test func aViewAppearingBeforeALeafIsInsertedBeforeTheLeaf() throws {
    let host = ViewHost(Mixed())
    let before = host.root
    try host.tap("Add")
    #expect(
      host.lastUpdate.patches.map(\.description) == [
        #"set     HStack/Text  text: "Count 0" → "Count 1""#,
        "insert  HStack/Button  before 2",
      ])
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == host.root)
    let shown = host.root
    try host.tap("Hide")
    #expect(host.lastUpdate.patches.map(\.description) == ["remove  HStack/Button"])
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: shown) == host.root)
  }

  @Test func aModifiedLeafIsTheNodeItsModifiersWouldMake() {
    let folded = ViewHost(
      HStack {
        Text("a").padding().hidden()
        Text("b")
      })
    let alone = ViewHost(Text("a").padding().hidden())
    #expect(folded.root.children[0].children[0].attributes == alone.root.children[0].attributes)
  }
}
