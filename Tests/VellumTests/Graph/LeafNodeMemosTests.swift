import Testing
import Vellum

/// The indices of the rows whose buttons were tapped, in order.
@MainActor
private final class Taps {
  var rows: [Int] = []
}

/// An object only the rows' actions hold, to see when they are let go of.
private final class Token {}

/// A row whose button's label repeats from row to row, but for one row's.
private struct Row: View {
  let index: Int
  let taps: Taps
  let token: Token

  var body: some View {
    HStack {
      Text("Row \(index)")
      Button(index == 2 ? "Undo" : "Delete") {
        _ = token
        taps.rows.append(index)
      }
    }
  }
}

/// Five rows, then two more in a disabled group: the same buttons in another environment.
private struct Rows: View {
  let taps: Taps
  let token: Token

  var body: some View {
    VStack {
      ForEach(0..<5, id: \.self) { Row(index: $0, taps: taps, token: token) }
      VStack {
        ForEach(5..<7, id: \.self) { Row(index: $0, taps: taps, token: token) }
      }
      .disabled(true)
    }
  }
}

/// A row showing its label.
private struct Labeled: View {
  let label: String

  var body: some View {
    HStack {
      Text(label)
      Spacer()
    }
  }
}

/// Two rows labeled "Same", eight with labels of their own, then ten labeled "Same" again,
/// until a tap makes every label the same.
private struct Labels: View {
  @State private var same = false

  var body: some View {
    VStack {
      Button("Same") { same = true }
      ForEach(0..<20, id: \.self) { index in
        Labeled(label: same || !(2..<10).contains(index) ? "Same" : "Label \(index)")
      }
    }
  }
}

/// A row of every leaf whose reconciliation is compiled for its type (see `TupleShape`).
private struct IconRow: View {
  let index: Int

  var body: some View {
    HStack {
      Image(systemName: "star")
      Text("Row \(index)")
      Spacer()
      Divider()
      Button("Delete") {}
    }
  }
}

@MainActor
@Suite struct LeafNodeMemosTests {
  /// The button nodes of the screen, in order.
  private func buttons(in node: Node) -> [Node] {
    (node.role == .button ? [node] : []) + node.children.flatMap { buttons(in: $0) }
  }

  /// Where a node's children are stored: equal for nodes that share their array.
  private func storage(of node: Node) -> UnsafePointer<Node>? {
    node.children.withUnsafeBufferPointer { $0.baseAddress }
  }

  @Test func rowsWithTheSameButtonShareItsNodeAndKeepTheirOwnActions() throws {
    let taps = Taps()
    let host = ViewHost(Rows(taps: taps, token: Token()))
    let nodes = buttons(in: host.root)
    #expect(nodes.map(\.visibleText) == (0..<7).map { $0 == 2 ? "Undo" : "Delete" })
    // The first row's button marks its position; the second's is kept and shared by the
    // later rows in the same environment.
    #expect(storage(of: nodes[3]) == storage(of: nodes[1]))
    #expect(storage(of: nodes[4]) == storage(of: nodes[1]))
    #expect(storage(of: nodes[2]) != storage(of: nodes[1]))
    // The disabled group's buttons are made in their own environment: disabled, not shared.
    #expect(nodes[5][.disabled] == .bool(true))
    #expect(nodes[6][.disabled] == .bool(true))
    #expect(nodes[1][.disabled] == nil)
    #expect(storage(of: nodes[5]) != storage(of: nodes[1]))

    try host.tap("Delete", at: 3)
    try host.tap("Undo")
    try host.tap("Delete", at: 0)
    #expect(taps.rows == [4, 2, 0])
  }

  /// The HTML writer repeats the markup of an equal button and writes a different one anew.
  @Test func sharedButtonsAreWrittenAsTheirOwnMarkup() {
    let html = ViewHost(Rows(taps: Taps(), token: Token())).render(.html)
    let buttons = html.components(separatedBy: "<button").dropFirst().map {
      String($0[..<$0.range(of: "</button>")!.lowerBound])
    }
    let enabled = #" class="button" type="button"><span class="text">"#
    let disabled = #" class="button" type="button" disabled><span class="text">"#
    #expect(
      buttons == [
        enabled + "Delete</span>", enabled + "Delete</span>", enabled + "Undo</span>",
        enabled + "Delete</span>", enabled + "Delete</span>", disabled + "Delete</span>",
        disabled + "Delete</span>",
      ])
  }

  /// The text nodes of the screen, in order.
  private func texts(in node: Node) -> [Node] {
    (node.role == .text ? [node] : []) + node.children.flatMap { texts(in: $0) }
  }

  /// Where a node's attributes are stored: equal for nodes that share their array.
  private func attributes(of node: Node) -> UnsafePointer<Attribute>? {
    node.attributes.withUnsafeBufferPointer { $0.baseAddress }
  }

  /// A position whose leaves keep differing from the kept one stops being compared for the
  /// rest of the pass (after eight in a row), and is compared again in the next pass: what
  /// every row shows is its own text either way.
  @Test func aPositionStopsComparingAfterEightDifferentLeavesUntilTheNextPass() throws {
    let host = ViewHost(Labels())
    var rows = Array(texts(in: host.root).dropFirst())
    #expect(
      rows.map(\.visibleText) == (0..<20).map { (2..<10).contains($0) ? "Label \($0)" : "Same" })
    // Row 1's text is kept; rows 2 to 9 differ from it, so rows 10 to 19, equal to it, are no
    // longer compared and make their own nodes.
    #expect((10..<20).allSatisfy { attributes(of: rows[$0]) != attributes(of: rows[1]) })

    try host.tap("Same")
    rows = Array(texts(in: host.root).dropFirst())
    #expect(rows.map(\.visibleText) == Array(repeating: "Same", count: 20))
    // The rows made again in this pass (2 to 9) compare afresh: row 3's text is kept and the
    // later ones share it.
    #expect((4..<10).allSatisfy { attributes(of: rows[$0]) == attributes(of: rows[3]) })
  }

  /// Rows of an image, a text, a spacer, a divider and a button, the leaves reconciled by
  /// code compiled for each: every row has its own text, in order, the same image, and from the
  /// third row on shares the button's node kept at the second (texts and buttons share).
  @Test func everyLeafKindOfARowIsMadeAndSharedInItsPlace() {
    let host = ViewHost(VStack { ForEach(0..<4, id: \.self) { IconRow(index: $0) } })
    let rows = host.root.children[0].children
    #expect(rows.count == 4)
    #expect(
      rows.allSatisfy {
        $0.children.map(\.role) == [.image, .text, .spacer, .divider, .button]
      })
    #expect(rows.map { $0.children[1].visibleText } == (0..<4).map { "Row \($0)" })
    #expect(rows.allSatisfy { $0.children[0] == rows[0].children[0] })
    for row in rows[2...] {
      #expect(storage(of: row.children[4]) == storage(of: rows[1].children[4]))
      #expect(attributes(of: row.children[1]) != attributes(of: rows[1].children[1]))
    }
  }

  @Test func aSharedNodeIsNotKeptPastItsPass() {
    weak var token: Token?
    let host: ViewHost = {
      let kept = Token()
      token = kept
      return ViewHost(Rows(taps: Taps(), token: kept))
    }()
    #expect(token != nil)
    host.rootView = Text("Empty")
    #expect(token == nil)
    #expect(host.root.visibleText == "Empty")
  }
}
