import Observation
import Testing
import Vellum

@testable import PushButtonExample

private struct Row: View {
  let index: Int
  @State private var isDone = false

  var body: some View {
    HStack {
      Text("Row \(index)")
      Spacer()
      Button(isDone ? "Undo \(index)" : "Done \(index)") { isDone.toggle() }
    }
  }
}

private struct BigList: View {
  let count: Int
  var body: some View {
    List {
      ForEach(0..<count, id: \.self) { Row(index: $0) }
    }
  }
}

private struct Nested: View {
  let depth: Int
  @State private var taps = 0

  var body: some View {
    if depth == 0 {
      Button("Leaf \(taps)") { taps += 1 }
    } else {
      Nested(depth: depth - 1)
    }
  }
}

@MainActor
@Suite struct HostPatchTests {
  @Test func aTapReportsWhatItChangedAsPatches() throws {
    let host = ViewHost(ContentView())
    try host.tap("Remember Me")
    #expect(
      host.render(.patches) == """
        set     VStack/Button  background: LinearGradient([white(0.6), white(0.4)], top → bottom) → \
        LinearGradient([red, yellow], top → bottom)
        set     VStack/Button  shadow: (radius: 5) → (radius: 0)
        set     VStack/Text  text: "Off" → "On"

        """)
  }

  @Test func togglingOneRowOfTenThousandEvaluatesAndPatchesOnlyThatRow() throws {
    let host = ViewHost(BigList(count: 10_000))
    let before = host.root
    try host.tap("Done 7000")
    #expect(host.lastUpdate.evaluatedViews == ["Row[id: 7000]"])
    #expect(
      host.render(.patches)
        == "set     List/HStack[id: 7000]/Button/Text  text: \"Done 7000\" → \"Undo 7000\"\n")
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == host.root)
  }

  @Test func aTwoThousandDeepNestingRendersAndUpdates() throws {
    let host = ViewHost(Nested(depth: 2_000))
    try host.tap("Leaf 0")
    #expect(host.root.visibleText == "Leaf 1")
    #expect(host.lastUpdate.evaluatedViews == ["Nested"])
  }
}
