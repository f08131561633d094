import Foundation
import Testing
import Vellum
import VellumTesting

/// Share links, paste buttons and rename buttons (issue 17, "Views and controls"): what they
/// draw, and what tapping them does through the host.
@MainActor
@Suite struct SharingParityTests {
  struct Photo: Transferable, CustomStringConvertible {
    let caption: String
    var description: String { "photo: \(caption)" }
  }

  @Test func shareLinksRecordWhatTheyShare() throws {
    let recipe = URL(string: "https://example.com/recipe/42")!
    let photos = [Photo(caption: "Sunset"), Photo(caption: "Harbour")]
    let view = VStack(alignment: .leading) {
      ShareLink(item: recipe)
      ShareLink("Send quote", item: "Stay hungry", subject: Text("Quote"), message: Text("Hi"))
      ShareLink(String("Album"), items: photos) { SharePreview($0.caption) }
      ShareLink(Text("Links"), items: [recipe, recipe.appendingPathComponent("print")])
      ShareLink(items: ["a", "b"]) { Image(systemName: "paperplane") }
        .accessibilityLabel("Send letters")
      ShareLink(
        item: photos[0],
        preview: SharePreview("Sunset", image: Image("sunset"), icon: Image("icon"))
      ) {
        Text("One photo")
      }
    }
    let host = ViewHost(view)
    assertSnapshot(of: host, as: .text(width: 40), named: "share-links")
    assertSnapshot(of: host, as: .html, named: "share-links")
    try host.tap("Share")
    try host.tap("Send quote")
    try host.tap("Album")
    try host.tap("Links")
    try host.tap("Send letters")
    try host.tap("One photo")
    #expect(
      host.sharedItems == [
        "https://example.com/recipe/42", "Stay hungry", "photo: Sunset", "photo: Harbour",
        "https://example.com/recipe/42", "https://example.com/recipe/42/print", "a", "b",
        "photo: Sunset",
      ])
  }

  @Test func aPasteButtonIsEnabledOnlyWhenThePasteboardHoldsItsPayload() throws {
    struct Notes: View {
      @State var notes: [String] = []
      @State var links: [URL] = []
      var body: some View {
        VStack {
          PasteButton(payloadType: String.self) { notes += $0 }
          Text("notes: \(notes.joined(separator: ", "))")
          Text("links: \(links.count)")
        }
      }
    }
    let host = ViewHost(Notes())
    #expect(host.render(.text(width: 40)).contains("(disabled)"))
    #expect(throws: InteractionError.self) { try host.tap("Paste") }
    host.pasteboard = ["Buy milk", "Call Ada"]
    #expect(!host.render(.text(width: 40)).contains("(disabled)"))
    try host.tap("Paste")
    #expect(host.render(.text(width: 40)).contains("notes: Buy milk, Call Ada"))
    #expect(host.pasteboard == ["Buy milk", "Call Ada"])
    var pasted: [URL] = []
    let urls = ViewHost(PasteButton(payloadType: URL.self) { pasted += $0 })
    urls.pasteboard = ["https://example.com"]
    try urls.tap("Paste")
    #expect(pasted == [URL(string: "https://example.com")!])
  }

  @Test func aRenameButtonRunsTheRenameActionAroundIt() throws {
    struct Document: View {
      @State var name = "Untitled"
      @State var log: [String] = []
      @FocusState var isRenaming: Bool
      var body: some View {
        VStack {
          TextField("Name", text: $name).focused($isRenaming)
          Text(isRenaming ? "renaming" : "idle")
          RenameButton().renameAction($isRenaming)
            .accessibilityIdentifier("focus")
          RenameButton().renameAction { log.append("custom") }
            .accessibilityIdentifier("custom")
          Text("log: \(log.joined())")
        }
      }
    }
    let host = ViewHost(Document())
    assertSnapshot(of: host, as: .text(width: 40), named: "rename")
    try host.tap("custom")
    #expect(host.render(.text(width: 40)).contains("log: custom"))
    try host.tap("focus")
    #expect(host.render(.text(width: 40)).contains("renaming"))
  }
}
