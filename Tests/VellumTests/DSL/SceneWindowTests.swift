import Foundation
import Testing
import Vellum

/// Window sizing modifiers that multiplatform apps put on their scenes (issue 60): they
/// compile and, on the iPhone idiom Vellum renders, leave the window filling the screen.
/// Source: Apple's documentation of `defaultSize(_:)`, `defaultSize(width:height:)` and
/// `windowResizability(_:)` (platforms whose windows can be sized).
@MainActor
@Suite struct SceneWindowTests {
  private struct NotesApp: App {
    var body: some Scene {
      WindowGroup { Text("Notes") }
        .defaultSize(width: 600, height: 400)
        .windowResizability(.contentMinSize)
      WindowGroup(id: "inspector") { Text("Inspector") }
        .defaultSize(CGSize(width: 300, height: 500))
        .windowResizability(.contentSize)
    }
  }

  @Test func sizedWindowsShowTheirContentFillingTheScreen() {
    let host = ViewHost(app: NotesApp())
    #expect(host.root.visibleText == "Notes")
    #expect(host.render(.text(width: 20)) == ViewHost(Text("Notes")).render(.text(width: 20)))
    #expect(WindowResizability.automatic != .contentSize)
  }
}
