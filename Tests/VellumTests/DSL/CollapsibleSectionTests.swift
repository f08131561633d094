import Testing
import Vellum

private struct Sidebar: View {
  @State private var showsFavorites = true
  var body: some View {
    List {
      Section("Favorites", isExpanded: $showsFavorites) {
        Text("Apple Pie")
      }
      Section {
        Text("Soup")
      } header: {
        Text("All")
      }
    }
  }
}

@MainActor
@Suite struct CollapsibleSectionTests {
  @Test func tappingTheHeaderHidesAndShowsTheRows() throws {
    let host = ViewHost(Sidebar())
    #expect(host.render(.text).contains("Apple Pie"))
    try host.tap("Favorites")
    #expect(!host.render(.text).contains("Apple Pie"))
    #expect(host.render(.tree).contains("Section expanded: $false"))
    try host.tap("Favorites")
    #expect(host.render(.text).contains("Apple Pie"))
  }

  @Test func aPlainSectionsHeaderIsNotTappable() {
    #expect(throws: InteractionError.self) { try ViewHost(Sidebar()).tap("All") }
  }
}
