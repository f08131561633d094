import Foundation
import Observation
import Testing
import Vellum

@Observable
private final class Board {
  struct Item: Identifiable, Equatable {
    let id: Int
    var taps = 0
  }

  var title = "Board"
  var items: [Item] = [Item(id: 0), Item(id: 1), Item(id: 2)]
  var expanded: Set<Int> = []
  var showsSummary = false
  var nextID = 3
}

private struct ItemRow: View {
  let item: Board.Item
  let board: Board
  @State private var isExpanded: Bool

  init(item: Board.Item, board: Board) {
    self.item = item
    self.board = board
    _isExpanded = State(initialValue: board.expanded.contains(item.id))
  }

  var body: some View {
    VStack {
      Button("item \(item.id): \(item.taps)") {
        if let index = board.items.firstIndex(where: { $0.id == item.id }) {
          board.items[index].taps += 1
        }
      }
      Button("expand \(item.id)") {
        isExpanded.toggle()
        if isExpanded { board.expanded.insert(item.id) } else { board.expanded.remove(item.id) }
      }
      if isExpanded {
        Text("details of \(item.id)").bold()
      }
    }
  }
}

private struct BoardView: View {
  @Bindable var board: Board

  var body: some View {
    VStack {
      TextField("Title", text: $board.title)
      Toggle("Summary", isOn: $board.showsSummary)
      if board.showsSummary {
        Text("\(board.items.count) items, \(board.items.map(\.taps).reduce(0, +)) taps")
      } else {
        Image(systemName: "list.bullet")
      }
      List {
        ForEach(board.items) { item in
          ItemRow(item: item, board: board)
        }
        .onDelete { board.items.remove(atOffsets: $0) }
        .onMove { board.items.move(fromOffsets: $0, toOffset: $1) }
      }
      HStack {
        Button("Add") {
          board.items.append(Board.Item(id: board.nextID))
          board.nextID += 1
        }
        Button("Reverse") { board.items.reverse() }
      }
    }
    .navigationTitle(board.title)
  }
}

@MainActor
@Suite struct InteractionPropertyTests {
  /// The tree without focus markers, which only the host that typed has.
  private func unfocused(_ node: Node) -> Node {
    var node = node
    node.attributes.removeAll { $0.name == .focused }
    node.children = node.children.map(unfocused)
    return node
  }

  private func step(_ host: ViewHost, _ board: Board, _ random: inout SeededGenerator) throws
    -> String
  {
    let ids = board.items.map(\.id)
    switch Int.random(in: 0..<9, using: &random) {
    case 0:
      try host.tap("Add")
      return "tap Add"
    case 1 where !ids.isEmpty:
      let row = Int.random(in: 0..<ids.count, using: &random)
      try host.delete(row: row)
      return "delete \(row)"
    case 2:
      try host.tap("Reverse")
      return "tap Reverse"
    case 3 where ids.count > 1:
      let row = Int.random(in: 0..<ids.count, using: &random)
      let destination = Int.random(in: 0..<ids.count, using: &random)
      try host.move(row: row, to: destination)
      return "move \(row) to \(destination)"
    case 4 where !ids.isEmpty:
      let id = ids.randomElement(using: &random)!
      let taps = board.items.first { $0.id == id }!.taps
      try host.tap("item \(id): \(taps)")
      return "tap item \(id)"
    case 5 where !ids.isEmpty:
      let id = ids.randomElement(using: &random)!
      try host.tap("expand \(id)")
      return "expand \(id)"
    case 6:
      try host.toggle("Summary")
      return "toggle Summary"
    case 7:
      let title = ["Board", "Plans", "Ideas"].randomElement(using: &random)!
      try host.type(title, into: "Title")
      return "type \(title)"
    default:
      board.title += "!"
      return "model write"
    }
  }

  @Test func incrementalUpdatesMatchAFreshRenderAndTheirPatches() throws {
    let seed = ProcessInfo.processInfo.environment["VELLUM_SEED"].flatMap(UInt64.init) ?? 20_261_122
    var random = SeededGenerator(seed: seed)
    for sequence in 0..<1_000 {
      let board = Board()
      let host = ViewHost(BoardView(board: board))
      var steps: [String] = []
      for _ in 0..<8 {
        let before = host.root
        steps.append(try step(host, board, &random))
        let after = host.root
        let fresh = ViewHost(BoardView(board: board)).root
        let patched = try Reconciler.apply(host.lastUpdate.patches, to: before)
        guard unfocused(after) == unfocused(fresh), patched == after,
          after.invariantViolations.isEmpty
        else {
          Issue.record(
            """
            seed \(seed), sequence \(sequence), steps: \(steps.joined(separator: ", "))
            incremental:
            \(RenderFormat.tree.render(Rendering(root: after)))
            fresh:
            \(RenderFormat.tree.render(Rendering(root: fresh)))
            patches:
            \(host.render(.patches))
            """)
          return
        }
      }
    }
  }
}
