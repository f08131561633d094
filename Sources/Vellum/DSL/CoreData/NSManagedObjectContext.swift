#if !canImport(Darwin)
  import Foundation

  /// A scratchpad of managed objects (Core Data's class, for Linux): it keeps its objects in
  /// memory, fetches them by entity, predicate and sort descriptors, and announces each
  /// insertion, deletion, save and rollback on `objectWillChange`, which is how the fetch
  /// requests of the views showing it refresh. Use it from the main actor; `perform` runs its
  /// block at once.
  ///
  /// ```swift
  /// let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
  /// let item = Item(context: context)
  /// try context.save()
  /// ```
  open class NSManagedObjectContext: ObservableObject, @unchecked Sendable {
    /// The queue a context's work runs on.
    ///
    /// ```swift
    /// NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    /// ```
    public enum ConcurrencyType: UInt, Sendable {
      /// Confined to the thread that made it (deprecated in Core Data).
      case confinementConcurrencyType
      /// Its own private queue.
      case privateQueueConcurrencyType
      /// The main queue.
      case mainQueueConcurrencyType
    }

    /// The queue the context's work runs on.
    public let concurrencyType: ConcurrencyType
    /// The context's name, for debugging.
    open var name: String?
    /// Whether the context takes changes saved by its parent (kept for compatibility: there is
    /// one store and no parent here).
    open var automaticallyMergesChangesFromParent = false
    /// The objects in the context, saved or inserted, in the order they were inserted.
    private var objects: [NSManagedObject] = []

    /// A context whose work runs on `concurrencyType`'s queue.
    ///
    /// ```swift
    /// NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    /// ```
    public init(concurrencyType: ConcurrencyType) {
      self.concurrencyType = concurrencyType
    }

    /// Every object the context holds, including unsaved insertions and deletions.
    open var registeredObjects: Set<NSManagedObject> { Set(objects) }
    /// The objects inserted since the last save.
    open var insertedObjects: Set<NSManagedObject> { Set(objects.filter(\.isInserted)) }
    /// The objects deleted since the last save.
    open var deletedObjects: Set<NSManagedObject> { Set(objects.filter(\.isDeleted)) }
    /// Whether anything was inserted or deleted since the last save.
    open var hasChanges: Bool { objects.contains { $0.isInserted || $0.isDeleted } }

    /// Inserts `object`; the next save keeps it.
    ///
    /// ```swift
    /// context.insert(item)
    /// ```
    open func insert(_ object: NSManagedObject) {
      guard object.managedObjectContext !== self else { return }
      objectWillChange.send()
      object.managedObjectContext = self
      object.isInserted = true
      objects.append(object)
    }

    /// Deletes `object`: fetches leave it out at once, and the next save removes it.
    ///
    /// ```swift
    /// offsets.map { items[$0] }.forEach(context.delete)
    /// ```
    open func delete(_ object: NSManagedObject) {
      guard object.managedObjectContext === self, !object.isDeleted else { return }
      objectWillChange.send()
      object.isDeleted = true
    }

    /// Keeps the insertions and removes the deleted objects.
    ///
    /// ```swift
    /// try context.save()
    /// ```
    open func save() throws {
      objectWillChange.send()
      for object in objects where object.isDeleted { object.managedObjectContext = nil }
      objects.removeAll { $0.isDeleted }
      for object in objects { object.isInserted = false }
    }

    /// Undoes the insertions and deletions since the last save.
    ///
    /// ```swift
    /// context.rollback()
    /// ```
    open func rollback() {
      objectWillChange.send()
      for object in objects where object.isInserted { object.managedObjectContext = nil }
      objects.removeAll { $0.isInserted }
      for object in objects { object.isDeleted = false }
    }

    /// The objects `request` asks for: those of its entity (and of its result type) that are
    /// not deleted and match its predicate, sorted by its sort descriptors (stably, so ties
    /// keep the order of insertion), after its offset and up to its limit.
    ///
    /// ```swift
    /// let items = try context.fetch(NSFetchRequest<Item>(entityName: "Item"))
    /// ```
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
      var matches = objects.filter { object in
        !object.isDeleted
          && (request.entityName.map { $0 == String(describing: type(of: object)) } ?? true)
          && object is T && request.predicate?.evaluate(with: object) != false
      }
      if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
        matches = Self.sorted(matches) { lhs, rhs in
          for descriptor in descriptors {
            let order = descriptor.compare(lhs, to: rhs)
            if order != .orderedSame { return order == .orderedAscending }
          }
          return false
        }
      }
      let offset = matches.dropFirst(request.fetchOffset)
      let limited = request.fetchLimit > 0 ? offset.prefix(request.fetchLimit) : offset[...]
      return limited.compactMap { $0 as? T }
    }

    /// The number of objects `request` would fetch.
    ///
    /// ```swift
    /// let count = try context.count(for: request)
    /// ```
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
      try fetch(request).count
    }

    /// Runs `block` (at once: the context's work stays on the caller's actor).
    ///
    /// ```swift
    /// context.perform { try? context.save() }
    /// ```
    open func perform(_ block: @escaping () -> Void) { block() }

    /// Runs `block` and waits for it.
    ///
    /// ```swift
    /// context.performAndWait { context.rollback() }
    /// ```
    open func performAndWait(_ block: () -> Void) { block() }

    /// `objects` in the order `areInIncreasingOrder` gives, ties in their order.
    private static func sorted(
      _ objects: [NSManagedObject],
      by areInIncreasingOrder: (NSManagedObject, NSManagedObject) -> Bool
    ) -> [NSManagedObject] {
      objects.enumerated().sorted { lhs, rhs in
        if areInIncreasingOrder(lhs.element, rhs.element) { return true }
        if areInIncreasingOrder(rhs.element, lhs.element) { return false }
        return lhs.offset < rhs.offset
      }.map(\.element)
    }
  }
#endif
