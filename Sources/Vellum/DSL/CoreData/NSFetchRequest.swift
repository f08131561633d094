#if !canImport(Darwin)
  import Foundation

  /// What to fetch from a context: the objects of an entity that match a predicate, in the
  /// order of sort descriptors (Core Data's class, for Linux). Predicates are block or
  /// constant predicates: Linux's Foundation has no predicate strings. The result type is
  /// unconstrained here, as `NSFetchRequest<NSFetchRequestResult>` needs the protocol to
  /// conform to itself, which only Objective-C protocols do.
  ///
  /// ```swift
  /// let request = NSFetchRequest<Item>(entityName: "Item")
  /// request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)]
  /// ```
  open class NSFetchRequest<ResultType> {
    /// The name of the entity fetched.
    open var entityName: String?
    /// Which objects to fetch; all when `nil`.
    open var predicate: NSPredicate?
    /// The order of the results; unspecified (the order of insertion) when `nil`.
    open var sortDescriptors: [NSSortDescriptor]?
    /// The most results to return; 0 for no limit.
    open var fetchLimit = 0
    /// How many results to skip.
    open var fetchOffset = 0

    /// A request for the objects of the entity named `entityName`.
    ///
    /// ```swift
    /// NSFetchRequest<Item>(entityName: "Item")
    /// ```
    public init(entityName: String) { self.entityName = entityName }

    /// A request with no entity yet.
    ///
    /// ```swift
    /// let request = NSFetchRequest<Item>()
    /// request.entity = Item.entity()
    /// ```
    public init() {}

    /// The entity fetched.
    open var entity: NSEntityDescription? {
      get { entityName.map(NSEntityDescription.init(name:)) }
      set { entityName = newValue?.name }
    }
  }
#endif
