#if !canImport(Darwin)
  import Foundation

  /// A data model's store and its main-queue context (Core Data's class, for Linux): the
  /// store is in memory, so a container starts empty every time, as a preview's does.
  ///
  /// ```swift
  /// let container = NSPersistentContainer(name: "Model")
  /// container.loadPersistentStores { _, error in precondition(error == nil) }
  /// ContentView().environment(\.managedObjectContext, container.viewContext)
  /// ```
  open class NSPersistentContainer {
    /// The model's name.
    public let name: String
    /// The context of the main queue, which views use.
    public let viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    /// How the stores are set up.
    open var persistentStoreDescriptions = [NSPersistentStoreDescription()]

    /// The container of the model named `name`.
    ///
    /// ```swift
    /// NSPersistentContainer(name: "Model")
    /// ```
    public init(name: String) { self.name = name }

    /// Loads each store (in memory), calling `block` once for each, with no error.
    ///
    /// ```swift
    /// container.loadPersistentStores { description, error in … }
    /// ```
    open func loadPersistentStores(
      completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) {
      for description in persistentStoreDescriptions { block(description, nil) }
    }

    /// A context for work off the main queue: the view context itself here, since there is
    /// one in-memory store and work runs on the caller's actor.
    ///
    /// ```swift
    /// let background = container.newBackgroundContext()
    /// ```
    open func newBackgroundContext() -> NSManagedObjectContext { viewContext }
  }
#endif
