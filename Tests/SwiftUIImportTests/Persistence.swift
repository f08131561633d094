import CoreData

/// A model file as Xcode's Core Data template writes it, with the entity's class written out
/// (Linux has no `@NSManaged`: its properties are stored ones).
final class Item: NSManagedObject {
  var timestamp: Date?
  var title = ""
}

/// The template's persistence controller: a container, in memory for previews.
struct PersistenceController {
  let container: NSPersistentContainer

  init(inMemory: Bool = false) {
    container = NSPersistentContainer(name: "Model")
    if inMemory {
      container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
    }
    container.loadPersistentStores { _, error in
      if let error { fatalError("Unresolved error \(error)") }
    }
    container.viewContext.automaticallyMergesChangesFromParent = true
  }
}
