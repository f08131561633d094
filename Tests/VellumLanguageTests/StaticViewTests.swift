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

  /// A type method that gives nothing runs as an action's statement; called for a value, it
  /// is a located error, as Swift gives `()` where a value is wanted.
  @Test func aStaticMethodThatGivesNothingRunsAsAStatement() throws {
    let program = try Program(
      source: """
        enum Log {
          static func add(_ line: String, to lines: inout [String]) { lines.append(line) }
        }
        struct V: View {
          @State private var lines: [String] = []
          var body: some View {
            Text(lines.joined(separator: "/"))
            Button("Log") { Log.add("tap", to: &lines) }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view(named: "V"))
    try host.tap("Log")
    try host.tap("Log")
    #expect(host.render(.text).contains("tap/tap"))
    #expect(program.runtimeDiagnostics == [])
  }
}
