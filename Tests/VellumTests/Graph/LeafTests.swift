import Testing
import Vellum

/// A stack that mixes leaves (a text, a modified image, a button) with a view that has a record
/// (a conditional), so the nodes a stack makes for its leaves sit between its children's.
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

/// A counter with state of its own, so it has a record between leaf buttons.
private struct Counter: View {
  @State private var count = 0

  var body: some View {
    HStack {
      Button("star") { count += 1 }
      Text("Count \(count)")
    }
  }
}

/// A style whose body wraps the label, so a button drawn in it needs a record.
private struct Framed: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("[")
      configuration.label
      Text("]")
    }
  }
}

/// Leaf buttons around a view with a record, and one in a custom style.
private struct Stars: View {
  @State private var rating = 0

  var body: some View {
    VStack {
      HStack {
        Button("star") { rating = 1 }
        Counter()
        Button("star") { rating = 2 }
        Button("star") { rating = 3 }.buttonStyle(Framed())
      }
      Text("Rating \(rating)")
    }
  }
}

@MainActor
@Suite struct LeafTests {
  @Test func leafButtonsAreFoundInScreenOrderAmongRecords() throws {
    let host = ViewHost(Stars())
    let rating = { host.root.children[0].children[1].visibleText }
    try host.tap("star", at: 2)
    #expect(rating() == "Rating 2")
    try host.tap("star", at: 3)
    #expect(rating() == "Rating 3")
    try host.tap("star", at: 1)
    #expect(host.root.children[0].children[0].children[1].visibleText == "star Count 1")
    try host.tap("star", at: 0)
    #expect(rating() == "Rating 1")
  }

  @Test func aButtonInACustomStyleKeepsItsRecordAndDrawsTheStyle() throws {
    let host = ViewHost(Stars())
    let styled = host.root.children[0].children[0].children[3]
    #expect(styled.role == .button)
    #expect(styled.visibleText == "[ star ]")
    try host.tap("[")
    #expect(host.root.children[0].children[1].visibleText == "Rating 3")
  }

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
