import Testing
import Vellum

private struct Servings: View {
  let count: Int
  var body: some View { Text("\(count) people") }
}

private struct ServingsPicker: View {
  @State private var people = 2
  var body: some View {
    Picker("People", selection: $people) {
      ForEach(2..<5) { Servings(count: $0) }
    }
  }
}

@MainActor
@Suite struct PickerTagTests {
  @Test func choosingAnOptionDoesNotReEvaluateTheOptionRows() throws {
    let host = ViewHost(ServingsPicker())
    try host.select("4 people", in: "People")
    #expect(host.render(.tree).contains("Picker selection: $4"))
    #expect(host.lastUpdate.evaluatedViews.isEmpty)
  }

  @Test func aWrittenTagInsideARowWinsOverTheRowsID() throws {
    struct Flavors: View {
      @State var flavor = "vanilla"
      var body: some View {
        Picker("Flavor", selection: $flavor) {
          ForEach(["Vanilla", "Mint"], id: \.self) { Text($0).tag($0.lowercased()) }
        }
      }
    }
    let host = ViewHost(Flavors())
    try host.select("Mint", in: "Flavor")
    #expect(host.render(.tree).hasPrefix("Picker selection: $\"mint\""))
    #expect(host.render(.tree).contains("Text [id: \"Mint\"] text: \"Mint\", tag: \"mint\""))
    #expect(host.render(.text).contains("Mint"))
  }
}
