import Testing
import Vellum
import VellumLanguage

/// `@Environment(\.dismiss)` in an interpreted view, as Apple documents `DismissAction`: called
/// in a sheet's content it dismisses the sheet; in a view pushed on a navigation stack it pops
/// it. Other environment values are reported as not interpreted.
@MainActor
@Suite struct EnvironmentDismissTests {
  private let source = """
    struct Home: View {
      @State private var editing = false
      var body: some View {
        NavigationStack {
          VStack {
            Button("Edit") { editing = true }
            NavigationLink("Details", value: Page.details)
          }
          .navigationDestination(for: Page.self) { _ in
            Closer(title: "Details")
          }
          .sheet(isPresented: $editing) {
            Closer(title: "Editor")
          }
        }
      }
    }

    enum Page: Hashable { case details }

    struct Closer: View {
      let title: String
      @Environment(\\.dismiss) private var dismiss
      var body: some View {
        Text(title)
        Button("Done") { dismiss() }
      }
    }
    """

  @Test func dismissClosesASheet() throws {
    let program = try Program(source: source)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    try host.tap("Edit")
    #expect(host.render(.text).contains("Editor"))
    try host.tap("Done")
    #expect(!host.render(.text).contains("Editor"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func dismissPopsAPushedView() throws {
    let program = try Program(source: source)
    let host = ViewHost(try program.view())
    try host.tap("Details")
    #expect(host.render(.text).contains("Done"))
    try host.tap("Done")
    #expect(!host.render(.text).contains("Done"))
    #expect(host.render(.text).contains("Edit"))
  }

  /// A built-in environment value other than `dismiss` is not interpreted: the checker says so
  /// where it is declared.
  @Test func otherEnvironmentValuesAreNotInterpreted() throws {
    let program = try Program(
      source: """
        struct A: View {
          @Environment(\\.colorScheme) private var scheme
          var body: some View { Text("a") }
        }
        """)
    #expect(
      Checker.check(program).map(\.located) == [
        "2:43: '\\.colorScheme' is not an environment value the language reads; declare it in "
          + "an 'extension EnvironmentValues' with an 'EnvironmentKey'"
      ])
  }
}
