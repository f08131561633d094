import Foundation
import Testing
import Vellum
import VellumTesting

/// The README's quick start view.
private struct ContentView: View {
  @State private var rememberMe = false

  var body: some View {
    VStack {
      Toggle("Remember Me", isOn: $rememberMe)
      Text(rememberMe ? "On" : "Off")
    }
  }
}

/// The README's examples, as written there, so they keep working (the snapshot example used to
/// tap the toggle, which throws).
@MainActor
@Suite struct ReadmeTests {
  @Test func quickStart() throws {
    let host = ViewHost(ContentView())
    try host.toggle("Remember Me")
    #expect(host.render(.text(width: 40)).contains("Remember Me"))
    #expect(host.render(.patches).hasPrefix("set"))
  }

  /// The Swift 5 form of the quick start is the file the `QuickStartSwift5` target compiles in
  /// that language mode, so the README's block is known to build as written.
  @Test func quickStartsSwift5FormIsTheFileCompiledInSwift5Mode() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let file = try String(
      contentsOf: root.appendingPathComponent("Examples/QuickStart/main.swift"), encoding: .utf8)
    let start = try #require(readme.range(of: "```swift\ntry MainActor.assumeIsolated {"))
    let block = readme[start.upperBound...].prefix { $0 != "`" }
    #expect(file.hasSuffix("try MainActor.assumeIsolated {" + block))
    let view = try #require(readme.range(of: "struct ContentView: View {"))
    let viewBlock = readme[view.lowerBound...].components(separatedBy: "\n}\n")[0] + "\n}\n"
    #expect(file.contains(viewBlock))
  }

  @MainActor @Test func togglingRememberMeTurnsItOn() async throws {
    let host = ViewHost(ContentView())
    try host.toggle("Remember Me")
    assertSnapshot(of: host, as: .text)
    assertSnapshot(of: host, as: .patches)
    await assertSnapshots(of: ViewHost(ContentView()), steps: [.toggle("Remember Me"), .settle])
  }
}
