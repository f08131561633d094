import Testing
import Vellum

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "blue"
}

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

private struct AccentReader: View {
  @Environment(\.accent) private var accent
  @Environment(\.isEnabled) private var isEnabled
  var body: some View { Text("\(accent) \(isEnabled)") }
}

private final class RecipeBox: ObservableObject {
  @Published var count = 3
}

private struct RecipeCount: View {
  @EnvironmentObject private var recipeBox: RecipeBox
  var body: some View {
    Button("\(recipeBox.count) recipes") { recipeBox.count += 1 }
  }
}

private struct DismissingView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Done") { dismiss() } }
}

@MainActor
@Suite struct EnvironmentTests {
  @Test func valuesFlowDownAndCanBeOverridden() {
    let host = ViewHost(
      VStack {
        AccentReader()
        AccentReader().environment(\.accent, "red").disabled(true)
      })
    #expect(host.root.visibleText == "blue true red false")
  }

  @Test func environmentObjectsAreFoundAndObserved() throws {
    let host = ViewHost(VStack { RecipeCount() }.environmentObject(RecipeBox()))
    try host.tap("3 recipes")
    #expect(host.root.visibleText == "4 recipes")
  }

  @Test func aMissingEnvironmentObjectIsAnErrorNamingTheViewAndType() {
    let host = ViewHost(VStack { RecipeCount() })
    let message =
      "RecipeCount: missing environment object of type RecipeBox; place one with "
      + ".environmentObject(_:) on an ancestor"
    #expect(host.diagnostics == [message])
    #expect(host.render(.tree) == "VStack\n  Error message: \"\(message)\"\n")
  }

  @Test func dismissAtTheRootDoesNothing() throws {
    let host = ViewHost(DismissingView())
    try host.tap("Done")
    #expect(host.root.visibleText == "Done")
  }
}
