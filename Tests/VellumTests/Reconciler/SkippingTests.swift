import Testing
import Vellum

private struct Cell: View {
  let index: Int
  @Binding var selection: Int
  @State private var taps = 0

  var body: some View {
    Button("cell \(index)\(selection == index ? " *" : "")") { selection = index }
  }
}

private struct Header: View {
  let title: String
  let action: @MainActor () -> Void
  var body: some View { Button(title, action: action) }
}

private struct Grid: View {
  @State private var selection = 0
  @State private var refreshes = 0

  var body: some View {
    VStack {
      Button("Refresh \(refreshes)") { refreshes += 1 }
      Header(title: "Static header") {}
      Header(title: "Capturing header") { print(refreshes) }
      ForEach(0..<50, id: \.self) { index in
        Cell(index: index, selection: $selection)
      }
    }
  }
}

private struct ListRow: View {
  let id: Int
  var body: some View { Text("Row \(id)") }
}

/// A plain list over ids the test changes.
private struct PlainList: View {
  @State private var ids = Array(0..<100)

  var body: some View {
    VStack {
      Button("Insert") { ids.insert(-1, at: 50) }
      List {
        ForEach(ids, id: \.self) { ListRow(id: $0) }
      }
    }
  }
}

/// Data fields side by side, compared as one run of bytes, and state between two of them.
private struct Badge: View {
  let row: Int
  let count: Int
  @State private var taps = 0
  let isNew: Bool

  var body: some View { Text("\(row): \(count)\(isNew ? " new" : "")") }
}

private struct Badges: View {
  @State private var count = 0
  @State private var isNew = false

  var body: some View {
    VStack {
      Button("Count") { count += 1 }
      Button("Mark") { isNew = true }
      Badge(row: 1, count: count, isNew: isNew)
      Badge(row: 2, count: 0, isNew: false)
    }
  }
}

@MainActor
@Suite struct SkippingTests {
  /// `AnyHashable` equates numbers of different types, so a row whose element became an equal
  /// number of another type (`UInt32(2007)` to `2007.0`) kept its key, was taken for the same
  /// input, and kept showing "2007" where a fresh render shows "2007.0".
  @Test func anEqualElementOfAnotherTypeReEvaluatesItsRow() throws {
    final class Source {
      var values: [AnyHashable] = [AnyHashable(UInt32(2007))]
    }
    struct Years: View {
      let source: Source
      @State private var refreshes = 0
      var body: some View {
        VStack {
          Button("Refresh \(refreshes)") { refreshes += 1 }
          ForEach(source.values, id: \.self) { value in Text("Year \(value.description)") }
        }
      }
    }
    let source = Source()
    let host = ViewHost(Years(source: source))
    #expect(host.render(.text).contains("Year 2007"))
    source.values = [AnyHashable(2007.0)]
    try host.tap("Refresh 0")
    let live = host.render(.text)
    #expect(live.contains("Year 2007.0"))
    #expect(
      live
        == ViewHost(Years(source: source)).render(.text).replacingOccurrences(
          of: "Refresh 0", with: "Refresh 1"))
  }

  @Test func aChangeInAnyDataFieldReEvaluatesTheView() throws {
    let host = ViewHost(Badges())
    try host.tap("Count")
    #expect(host.lastUpdate.evaluatedViews == ["Badges", "Badge"])
    #expect(host.root.visibleText.contains("1: 1"))
    try host.tap("Mark")
    #expect(host.lastUpdate.evaluatedViews == ["Badges", "Badge"])
    #expect(host.root.visibleText.contains("1: 1 new"))
  }

  @Test func insertingIntoAPlainListEvaluatesOnlyTheNewRow() throws {
    let host = ViewHost(PlainList())
    try host.tap("Insert")
    // A plain List leaves its rows' environment as it is, so the existing rows are skipped.
    #expect(host.lastUpdate.evaluatedViews == ["PlainList", "ListRow[id: -1]"])
    #expect(host.lastUpdate.patches.count == 1)
  }

  @Test func childrenWithUnchangedInputsAreNotReEvaluated() throws {
    let host = ViewHost(Grid())
    try host.tap("Refresh 0")
    // Cells keep equal inputs (an Int and a binding to the same state). Closures compare by
    // identity: the header whose closure captures nothing keeps the same one and is skipped;
    // the one whose closure captures a value gets a new closure and runs again.
    #expect(host.lastUpdate.evaluatedViews == ["Grid", "Header"])
    #expect(host.root.visibleText.contains("Capturing header"))
  }

  @Test func aBindingWriteReEvaluatesOnlyTheViewsThatReadIt() throws {
    let host = ViewHost(Grid())
    try host.tap("cell 3")
    #expect(host.lastUpdate.evaluatedViews == (0..<50).map { "Cell[id: \($0)]" })
    #expect(host.root.visibleText.contains("cell 3 *"))
  }
}
