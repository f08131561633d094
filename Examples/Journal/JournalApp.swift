import Vellum

/// A small journal written as a SwiftUI app would be: `@main`, an `@Observable` model in the
/// app's `@State`, Foundation types throughout, and a writing timer — with `import Vellum` alone.
@main
struct JournalApp: App {
  @State private var journal = Journal(entries: Journal.samples)

  var body: some Scene {
    WindowGroup {
      JournalView()
        .environment(journal)
    }
    Settings {
      Text("Journal settings")
    }
  }
}
