import Testing
import Vellum

private struct FlagScreen: View {
  @State var showsDetail = false
  var body: some View {
    NavigationView {
      VStack {
        NavigationLink(destination: Text("Detail screen"), isActive: $showsDetail) {
          Text("Details")
        }
        Button("Open from code") { showsDetail = true }
        Text(showsDetail ? "flag on" : "flag off")
      }
    }
  }
}

private struct SelectionScreen: View {
  @State var selection: Int? = nil
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("First", destination: Text("First screen"), tag: 1, selection: $selection)
        NavigationLink("Second", destination: Text("Second screen"), tag: 2, selection: $selection)
        Text("selected \(selection.map(String.init) ?? "none")")
      }
    }
  }
}

@MainActor
@Suite struct ActivationLinkTests {
  @Test func tappingAnIsActiveLinkSetsTheFlagAndGoingBackClearsIt() throws {
    let host = ViewHost(FlagScreen())
    try host.tap("Details")
    #expect(host.render(.text).contains("Detail screen"))
    #expect(!host.render(.text).contains("Open from code"))
    #expect(throws: InteractionError.self) { try host.tap("Open from code") }
    try host.back()
    #expect(host.render(.text).contains("flag off"))
    try host.tap("Open from code")
    #expect(host.render(.text).contains("Detail screen"))
  }

  @Test func aTagAndSelectionLinkPushesWhileSelected() throws {
    let host = ViewHost(SelectionScreen())
    try host.tap("Second")
    #expect(host.render(.text).contains("Second screen"))
    #expect(!host.render(.text).contains("selected"))
    try host.back()
    #expect(host.render(.text).contains("selected none"))
    try host.tap("First")
    #expect(host.render(.text).contains("First screen"))
  }
}
