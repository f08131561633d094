// `import CoreData` on Linux: Vellum, whose `NSManagedObject`, `NSManagedObjectContext`,
// `NSFetchRequest`, `NSPersistentContainer` and their companions stand in for the framework's
// where there is none, with an in-memory store, so a model file and the views that fetch with
// `@FetchRequest` compile. It brings the rest of Vellum too, as the Combine stand-in does.
@_exported import Vellum
