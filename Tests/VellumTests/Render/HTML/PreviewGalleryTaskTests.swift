import Foundation
import Testing
import Vellum

/// A gallery runs its previews' `.task`s before it shows them (issue 61), as Xcode's canvas
/// runs a preview's tasks: a screen that loads its data in `.task` shows the data. Source:
/// Apple's documentation of `task(priority:_:)` ("adds an asynchronous task to perform
/// before this view appears").
@MainActor
@Suite struct PreviewGalleryTaskTests {
  private struct Inbox: View {
    @State private var messages: [String] = []
    var body: some View {
      Text(messages.isEmpty ? "Loading" : messages.joined(separator: " "))
        .task { messages = await Self.load() }
    }
    static func load() async -> [String] { ["Welcome", "Invoice"] }
  }

  private struct Inbox_Previews: PreviewProvider {
    static var previews: some View {
      Inbox().previewDisplayName("Inbox")
      Text("Static").previewDisplayName("Static")
    }
  }

  @Test func aPreviewShowsWhatItsTasksLoaded() async throws {
    var gallery = PreviewGallery(variants: [.dark])
    gallery.add(Inbox_Previews.self)
    #expect(gallery.previews[0].root.visibleText == "Loading")
    let staticScreen = gallery.previews[1].root
    await gallery.runTasks()
    #expect(gallery.previews[0].root.visibleText == "Welcome Invoice")
    #expect(gallery.previews[0].variants.first?.root.visibleText == "Welcome Invoice")
    #expect(gallery.previews[0].variants.first?.name == "dark")
    // A screen its tasks left alone keeps its node.
    #expect(gallery.previews[1].root == staticScreen)
    #expect(gallery.page(for: gallery.previews[0]).contains("Invoice"))
  }
}
