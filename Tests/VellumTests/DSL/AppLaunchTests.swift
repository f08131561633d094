import Testing

@testable import Vellum

/// `swift run` of an app prints its first screen as the device shows it a moment after launch:
/// with the first screen's `.task` run. An app that loads its data in `.task` printed its
/// empty screen before.
@MainActor
@Suite struct AppLaunchTests {
  private struct Loading: View {
    @State private var habits: [String] = []
    var body: some View {
      List(habits, id: \.self) { Text($0) }
        .overlay { if habits.isEmpty { Text("Loading…") } }
        .task { habits = await Self.load() }
    }
    static func load() async -> [String] {
      await Task.yield()
      return ["Read", "Walk"]
    }
  }

  private struct HabitsApp: App {
    var body: some Scene { WindowGroup { Loading() } }
  }

  @Test func theLaunchedScreenShowsWhatItsTaskLoaded() async {
    let screen = await HabitsApp.launchedScreen()
    #expect(screen.contains("Read"))
    #expect(screen.contains("Walk"))
    #expect(!screen.contains("Loading…"))
  }
}
