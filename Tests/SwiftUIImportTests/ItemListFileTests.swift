import CoreData
import SwiftUI
import Testing

/// Xcode's Core Data app template compiles on Linux with `import CoreData`, and its list
/// follows the context (developer.apple.com/documentation/swiftui/fetchrequest: "the fetch
/// request and its results use the managed object context stored in the environment").
@MainActor
@Suite struct ItemListFileTests {
  @Test func addingAndDeletingItemsUpdatesTheFetchedList() throws {
    let persistence = PersistenceController(inMemory: true)
    let context = persistence.container.viewContext
    for title in ["Pears", "Apples"] {
      Item(context: context).title = title
    }
    try context.save()
    let host = ViewHost(ItemListView().environment(\.managedObjectContext, context))
    var text = host.render(.text)
    #expect(text.contains("2 items"))
    let apples = try #require(text.range(of: "Apples"))
    let pears = try #require(text.range(of: "Pears"))
    #expect(apples.lowerBound < pears.lowerBound, "sorted by title")
    try host.tap("Add Item")
    text = host.render(.text)
    #expect(text.contains("3 items") && text.contains("Item 3"))
    try host.delete(row: 0)
    text = host.render(.text)
    #expect(text.contains("2 items") && !text.contains("Apples"))
    #expect(try context.count(for: NSFetchRequest<Item>(entityName: "Item")) == 2)
  }
}
