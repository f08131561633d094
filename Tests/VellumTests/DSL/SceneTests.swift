import Testing
import Vellum

private final class Account: ObservableObject {
  @Published var name = "Ada"
}

@Observable private final class Library {
  var count = 3
}

private struct SettingsOnlyApp: App {
  var body: some Scene {
    Settings { Text("Preferences") }
  }
}

private struct MainScene: Scene {
  var body: some Scene {
    WindowGroup("Main", id: "main") { Text("Main window") }
  }
}

private struct SettingsFirstApp: App {
  static var showsMain = true
  var body: some Scene {
    Settings { Text("Preferences") }
    if Self.showsMain {
      MainScene()
    }
  }
}

private struct NoteWindow: View {
  @Binding var note: Int?
  var body: some View {
    Button(note.map { "Note \($0)" } ?? "No note") { note = (note ?? 0) + 1 }
  }
}

private struct DocumentApp: App {
  var body: some Scene {
    WindowGroup(for: Int.self) { $note in NoteWindow(note: $note) }
  }
}

private struct DefaultDocumentApp: App {
  var body: some Scene {
    WindowGroup(for: Int.self) { $note in
      Text("Note \(note)")
    } defaultValue: {
      7
    }
  }
}

@MainActor
@Suite struct SceneTests {
  @Test func anAppWithOnlySettingsShowsAnEmptyScreen() {
    let host = ViewHost(app: SettingsOnlyApp())
    #expect(host.root.children.isEmpty)
    #expect(host.diagnostics.isEmpty)
  }

  @Test func theFirstWindowIsFoundPastSettingsThroughCustomAndOptionalScenes() {
    SettingsFirstApp.showsMain = true
    #expect(ViewHost(app: SettingsFirstApp()).root.visibleText == "Main window")
    SettingsFirstApp.showsMain = false
    #expect(ViewHost(app: SettingsFirstApp()).root.children.isEmpty)
  }

  @Test func aWindowPresentingAValueStartsWithoutOneAndKeepsItInItsState() throws {
    let host = ViewHost(app: DocumentApp())
    try host.tap("No note")
    try host.tap("Note 1")
    #expect(host.root.visibleText == "Note 2")
  }

  @Test func aWindowWithADefaultValueShowsIt() {
    #expect(ViewHost(app: DefaultDocumentApp()).root.visibleText == "Note 7")
  }

  /// Scene modifiers set the environment of the scene's windows, as SwiftUI's `Scene`
  /// `environment(_:_:)`, `environmentObject(_:)`, `environment(_:)` and
  /// `transformEnvironment(_:transform:)` do.
  @Test func sceneModifiersSetTheEnvironmentOfTheirWindows() {
    struct Window: View {
      @Environment(\.locale) private var locale
      @Environment(\.layoutDirection) private var direction
      @EnvironmentObject private var account: Account
      @Environment(Library.self) private var library
      var body: some View {
        Text(
          "\(locale.identifier) \(direction == .rightToLeft ? "rtl" : "ltr") \(account.name) \(library.count)"
        )
      }
    }
    struct ConfiguredApp: App {
      let account = Account()
      let library = Library()
      var body: some Scene {
        WindowGroup { Window() }
          .environment(\.locale, Locale(identifier: "fr_FR"))
          .transformEnvironment(\.layoutDirection) { $0 = .rightToLeft }
          .environmentObject(account)
          .environment(library)
      }
    }
    #expect(ViewHost(app: ConfiguredApp()).root.visibleText.contains("fr_FR rtl Ada 3"))
  }
}
