import Testing
import Vellum
import VellumLanguage

/// `.toolbar { … }` holds either toolbar items or views, as SwiftUI's two `toolbar(content:)`
/// overloads take one builder or the other (SwiftUI's `ToolbarContentBuilder` documentation);
/// `ExampleAppParityTests` renders the catalog's items as compiled Swift does.
@MainActor
@Suite struct ToolbarContentTests {
  @Test func itemsAndViewsDoNotMix() throws {
    let program = try Program(
      source: """
        struct V: View {
          var body: some View {
            Text("a")
              .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                Button("Add") {}
              }
          }
        }
        """)
    #expect(
      Checker.check(program).map(\.located) == [
        "4:16: a toolbar holds either items ('ToolbarItem', 'ToolbarItemGroup') or views, not both"
      ])
  }

  @Test func anItemsPlacementIsOneOfSwiftUIs() throws {
    let program = try Program(
      source: """
        struct V: View {
          var body: some View {
            Text("a").toolbar { ToolbarItem(placement: .topBarTrailling) { Button("Edit") {} } }
          }
        }
        """)
    #expect(
      Checker.check(program).map(\.message).first?.hasPrefix(
        "unknown value '.topBarTrailling'; did you mean '.topBarTrailing'?") == true)
  }
}
