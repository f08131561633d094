import Testing
import Vellum

private struct TitledCounter: View {
  let title: String
  @State private var count = 0
  var body: some View {
    VStack {
      Text("\(title): \(count)")
      Button("+") { count += 1 }
    }
  }
}

/// Setting a host's `rootView`, as a hosting controller's: the same type keeps its state,
/// another type starts over.
@MainActor
@Suite struct RootViewTests {
  @Test func aNewValueOfTheSameViewKeepsItsStateAndIsPatched() throws {
    let host = ViewHost(TitledCounter(title: "Count"))
    try host.tap("+")
    host.rootView = TitledCounter(title: "Total")
    #expect(host.root.visibleText == "Total: 1 +")
    #expect(host.lastUpdate.patches.map(\.operation) == ["set"])
    #expect(host.lastUpdate.evaluatedViews == ["TitledCounter"])
  }

  @Test func aViewOfAnotherTypeReplacesTheScreen() throws {
    let host = ViewHost(TitledCounter(title: "Count"))
    try host.tap("+")
    host.rootView = Text("Goodbye")
    #expect(host.root.visibleText == "Goodbye")
    #expect(host.rootView is Text)
    #expect(!host.lastUpdate.patches.isEmpty)
    host.rootView = TitledCounter(title: "Count")
    #expect(host.root.visibleText == "Count: 0 +")
  }
}
