#if canImport(Darwin)
  import CoreData
#endif

extension EnvironmentValues {
  /// The context `@FetchRequest`s fetch from and views insert into: set it once at the root,
  /// from the app's persistent container. Where none is set a view reads an empty context of
  /// its own (SwiftUI's default has no store, and saving into it fails).
  ///
  /// ```swift
  /// ContentView().environment(\.managedObjectContext, container.viewContext)
  /// ```
  public var managedObjectContext: NSManagedObjectContext {
    get { self[ManagedObjectContextKey.self] }
    set { self[ManagedObjectContextKey.self] = newValue }
  }
}

private enum ManagedObjectContextKey: EnvironmentKey {
  static var defaultValue: NSManagedObjectContext {
    NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
  }
}
