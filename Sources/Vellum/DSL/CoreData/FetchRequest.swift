import Foundation

#if canImport(Darwin)
  import CoreData
#endif

/// Fetches managed objects from the environment's `managedObjectContext` into a view: the
/// results are fetched before each evaluation, and the view is evaluated again when the
/// context changes (an insertion, a deletion, a save). `animation` is accepted and not used:
/// Vellum's renderings show the state after a change.
///
/// ```swift
/// @FetchRequest(sortDescriptors: [SortDescriptor(\.timestamp)]) private var items: FetchedResults<Item>
///
/// var body: some View {
///   List(items) { Text($0.timestamp?.formatted() ?? "") }
/// }
/// ```
@MainActor @preconcurrency @propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
  /// The query the view starts with.
  let query: FetchQuery<Result>
  var box = FetchBox<Result>()

  /// The predicate and order of a fetch, which a view can change through the wrapper's
  /// projected value.
  ///
  /// ```swift
  /// $items.nsPredicate = NSPredicate { item, _ in (item as? Item)?.isDone == false }
  /// ```
  public struct Configuration {
    /// The order of the results.
    public var nsSortDescriptors: [NSSortDescriptor]
    /// Which objects are fetched; all when `nil`.
    public var nsPredicate: NSPredicate?
    var query: FetchQuery<Result>
  }

  /// The results, fetched in the view's context.
  public var wrappedValue: FetchedResults<Result> {
    FetchedResults(storage: box.storage, results: box.storage?.results ?? [])
  }

  /// The fetch's predicate and order, to change.
  ///
  /// ```swift
  /// $items.nsSortDescriptors = [NSSortDescriptor(keyPath: \Item.name, ascending: true)]
  /// ```
  public var projectedValue: Binding<Configuration> {
    let storage = box.storage
    return Binding {
      let query = storage?.query ?? query
      return Configuration(
        nsSortDescriptors: query.nsSortDescriptors, nsPredicate: query.predicate, query: query)
    } set: { configuration in
      storage?.change { query in
        query = configuration.query.configured(
          predicate: configuration.nsPredicate,
          nsSortDescriptors: configuration.nsSortDescriptors)
      }
    }
  }

  /// A fetch of `entity`'s objects matching `predicate`, in the order of `sortDescriptors`.
  ///
  /// ```swift
  /// @FetchRequest(entity: Item.entity(), sortDescriptors: []) var items: FetchedResults<Item>
  /// ```
  public init(
    entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor],
    predicate: NSPredicate? = nil, animation: Animation? = nil
  ) {
    let request = NSFetchRequest<Result>()
    request.entity = entity
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
    self.init(fetchRequest: request, animation: animation)
  }

  /// A fetch of what `fetchRequest` asks for.
  ///
  /// ```swift
  /// @FetchRequest(fetchRequest: Item.recent) var items: FetchedResults<Item>
  /// ```
  public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
    query = FetchQuery(request: fetchRequest)
  }

  /// A fetch of what `fetchRequest` asks for, changes shown in `transaction`.
  ///
  /// ```swift
  /// @FetchRequest(fetchRequest: Item.recent, transaction: Transaction()) var items
  /// ```
  public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
    query = FetchQuery(request: fetchRequest)
  }
}

extension FetchRequest where Result: NSManagedObject {
  /// A fetch of the result type's entity, matching `predicate`, in the order of
  /// `sortDescriptors`.
  ///
  /// ```swift
  /// @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)])
  /// ```
  public init(
    sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
    animation: Animation? = nil
  ) {
    self.init(
      entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate,
      animation: animation)
  }

  /// A fetch of the result type's entity, matching `predicate`, in the order of Foundation's
  /// `sortDescriptors`.
  ///
  /// ```swift
  /// @FetchRequest(sortDescriptors: [SortDescriptor(\.timestamp, order: .reverse)])
  /// ```
  public init(
    sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil,
    animation: Animation? = nil
  ) {
    query = FetchQuery(sortedBy: sortDescriptors, predicate: predicate)
  }
}

extension FetchRequest.Configuration where Result: NSManagedObject {
  /// The order of the results, as Foundation's sort descriptors.
  ///
  /// ```swift
  /// $items.sortDescriptors = [SortDescriptor(\.name)]
  /// ```
  public var sortDescriptors: [SortDescriptor<Result>] {
    get { query.typedSortDescriptors }
    set {
      query.sort(by: newValue)
      nsSortDescriptors = []
    }
  }
}
