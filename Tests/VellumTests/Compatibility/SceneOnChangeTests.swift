import Testing
import Vellum

/// `onChange(of:)` on a scene, as apps write it around their window group to save when they go
/// to the background (issue 60).
///
/// Source: Apple's documentation of `Scene.onChange(of:initial:_:)` ("Adds an action to
/// perform when the given value changes") and `ScenePhase` ("use the onChange modifier … to
/// take action when the phase changes", the app-level example).
@MainActor
@Suite struct SceneOnChangeTests {
  @MainActor private final class Journal {
    var entries: [String] = []
  }

  private struct JournalApp: App {
    let journal: Journal
    @Environment(\.scenePhase) private var scenePhase

    init() { journal = Journal() }
    init(journal: Journal) { self.journal = journal }

    var body: some Scene {
      WindowGroup { Text("Journal") }
        .onChange(of: scenePhase) { old, new in journal.entries.append("\(old)→\(new)") }
        .onChange(of: scenePhase, initial: true) { journal.entries.append("changed") }
        .onChange(of: scenePhase) { phase in journal.entries.append("now \(phase)") }
    }
  }

  @Test func aScenesOnChangeRunsWhenThePhaseChanges() {
    let journal = Journal()
    let host = ViewHost(app: JournalApp(journal: journal))
    #expect(journal.entries == ["changed"])
    host.setScenePhase(.background)
    #expect(Set(journal.entries) == ["changed", "active→background", "now background"])
    #expect(journal.entries.count == 4)
    #expect(host.root.visibleText == "Journal")
  }
}
