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

  @MainActor @Test func togglingRememberMeTurnsItOn() async throws {
    let host = ViewHost(ContentView())
    try host.toggle("Remember Me")
    assertSnapshot(of: host, as: .text)
    assertSnapshot(of: host, as: .patches)
    await assertSnapshots(of: ViewHost(ContentView()), steps: [.toggle("Remember Me"), .settle])
  }
}
