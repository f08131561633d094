#if !canImport(Darwin)
  import Foundation

  /// An object a context manages (Core Data's class, for Linux): subclass it with plain
  /// stored properties, since `@NSManaged` needs the Objective-C runtime. Its entity is its
  /// class's name. Views observe one with `@ObservedObject`; a context's `save()` refreshes
  /// the fetch requests that show it.
  ///
  /// ```swift
  /// final class Item: NSManagedObject {
  ///   var timestamp: Date?
  /// }
  /// let item = Item(context: viewContext)
  /// ```
  open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject, Identifiable {
    /// The context that manages the object, until it is deleted and saved.
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// Whether the object is deleted in its context but not yet saved.
    open internal(set) var isDeleted = false
    /// Whether the object was inserted in its context and not yet saved.
    open internal(set) var isInserted = false

    /// An object of `entity`, inserted into `context` when there is one.
    ///
    /// ```swift
    /// Item(entity: Item.entity(), insertInto: viewContext)
    /// ```
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
      super.init()
      context?.insert(self)
    }

    /// An object inserted into `context`.
    ///
    /// ```swift
    /// let item = Item(context: viewContext)
    /// ```
    public convenience init(context: NSManagedObjectContext) {
      self.init(entity: Self.entity(), insertInto: context)
    }

    /// The entity of the class: its name.
    ///
    /// ```swift
    /// Item.entity().name   // "Item"
    /// ```
    open class func entity() -> NSEntityDescription {
      NSEntityDescription(name: String(describing: self))
    }

    /// A request for every object of the class's entity.
    ///
    /// ```swift
    /// let request: NSFetchRequest<NSFetchRequestResult> = Item.fetchRequest()
    /// ```
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
      NSFetchRequest(entityName: String(describing: self))
    }

    /// The object's entity.
    open var entity: NSEntityDescription { Self.entity() }
  }
#endif
