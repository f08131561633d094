import Testing
import Vellum
import VellumLanguage

/// Static members that are views, and an enum used as a namespace for static members, as app
/// code writes its entry points (`PushButtonExample.contentView`, `RecipesExample.app(box:)`):
/// each runs with `self` naming its type, whose other static members it names without it.
@MainActor
@Suite struct StaticViewTests {
  @Test func staticViewsAndNamespacesRunAsSwiftRunsThem() throws {
    let program = try Program(
      source: """
        enum Screens {
          static let greeting = "Hello"
          static var home: some View { Text(greeting) }
          static func badge(count: Int) -> some View {
            Text("\\(count) new").bold()
          }
          static func title(for name: String) -> String { greeting + ", " + name }
        }
        struct Root: View {
          var body: some View {
            Screens.home
            Screens.badge(count: 3)
            Text(Screens.title(for: "Ada"))
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let text = ViewHost(try program.view(named: "Root")).render(.text)
    #expect(text.contains("Hello"))
    #expect(text.contains("3 new"))
    #expect(text.contains("Hello, Ada"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func aStaticMethodThatGivesNothingIsLocated() {
    let error = #expect(throws: Diagnostics.self) {
      try Program(source: "enum E {\n  static func log() {}\n}\n")
    }
    #expect(
      error?.diagnostics.map(\.located)
        == ["2:15: a static method that gives nothing is not interpreted"])
  }
}
