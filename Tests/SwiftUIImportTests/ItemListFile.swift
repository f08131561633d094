import CoreData
import SwiftUI

/// The Core Data template's content view: a list fetched with `@FetchRequest`, items added
/// and deleted through the environment's context.
struct ItemListView: View {
  @Environment(\.managedObjectContext) private var viewContext

  @FetchRequest(sortDescriptors: [SortDescriptor(\Item.title)], animation: .default)
  private var items: FetchedResults<Item>

  var body: some View {
    NavigationStack {
      List {
        ForEach(items) { item in
          Text(item.title)
        }
        .onDelete(perform: deleteItems)
      }
      .toolbar {
        Button("Add Item", action: addItem)
      }
      .navigationTitle("\(items.count) items")
    }
  }

  private func addItem() {
    let newItem = Item(context: viewContext)
    newItem.timestamp = Date()
    newItem.title = "Item \(items.count + 1)"
    try? viewContext.save()
  }

  private func deleteItems(offsets: IndexSet) {
    offsets.map { items[$0] }.forEach(viewContext.delete)
    try? viewContext.save()
  }
}
