import Foundation
import Testing
import Vellum

/// A pushed screen is named in patches and tree snapshots by its position and its value
/// described the same in every run, as a list row's key is: a model holding a `UUID` was
/// described whole (`Screen[id: 1: Item(id: 28D33CF3-…, name: "One")]`), so every patch inside
/// the screen differed on every run; a `navigationDestination(isPresented:)` screen was named
/// by a hash, which Swift seeds per process.
@MainActor
@Suite struct PushedScreenIdentityTests {
  private struct Item: Hashable, Identifiable {
    let id = UUID()
    let name: String
  }

  private struct Note: Hashable {
    let created = Date()
    let title: String
  }

  private struct Lists: View {
    let items = [Item(name: "One")]
    let notes = [Note(title: "Draft")]
    @State private var showsSettings = false

    var body: some View {
      NavigationStack {
        List {
          ForEach(items) { item in NavigationLink(item.name, value: item) }
          ForEach(notes, id: \.title) { note in NavigationLink(note.title, value: note) }
          Button("Settings") { showsSettings = true }
        }
        .navigationDestination(for: Item.self) { item in Text("Item \(item.name)") }
        .navigationDestination(for: Note.self) { note in Text("Note \(note.title)") }
        .navigationDestination(isPresented: $showsSettings) { Text("Settings screen") }
      }
    }
  }

  @Test func aPushedModelWithAUUIDIsNamedByItsTypeAndStableId() throws {
    let host = ViewHost(Lists())
    try host.tap("One")
    let tree = host.render(.tree)
    #expect(tree.contains("Screen [id: 1: Item(id: UUID)]"))
    #expect(!tree.contains("name: \"One\")]"))
    #expect(host.render(.patches).contains("Screen[id: 1: Item(id: UUID)]"))
  }

  @Test func aPushedModelWithADateIsNamedByItsType() throws {
    let host = ViewHost(Lists())
    try host.tap("Draft")
    #expect(host.render(.tree).contains("Screen [id: 1: Note]"))
  }

  @Test func aPresentedDestinationIsNamedPresented() throws {
    let host = ViewHost(Lists())
    try host.tap("Settings")
    #expect(host.render(.tree).contains("Screen [id: 1: presented]"))
    #expect(host.render(.text).contains("Settings screen"))
  }
}
