import Foundation

#if canImport(Darwin)
  import CoreData
#endif

/// Fetches managed objects from the environment's `managedObjectContext` into a view, grouped
/// into sections by `sectionIdentifier`: consecutive results with the same identifier form a
/// section, so sort by the identifier first, as Core Data's sectioned fetches expect.
/// `animation` is accepted and not used: Vellum's renderings show the state after a change.
///
/// ```swift
/// @SectionedFetchRequest(
///   sectionIdentifier: \.day, sortDescriptors: [SortDescriptor(\.day), SortDescriptor(\.time)])
/// private var entries: SectionedFetchResults<String, Entry>
/// ```
@MainActor @preconcurrency @propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>:
  DynamicProperty
{
  /// The query the view starts with, its section identifier included.
  let query: FetchQuery<Result>
  var box = FetchBox<Result>()

  /// The predicate, order and grouping of a sectioned fetch, which a view can change through
  /// the wrapper's projected value.
  ///
  /// ```swift
  /// $entries.sectionIdentifier = \.month
  /// ```
  public struct Configuration {
    /// The order of the results.
    public var nsSortDescriptors: [NSSortDescriptor]
    /// Which objects are fetched; all when `nil`.
    public var nsPredicate: NSPredicate?
    /// What results are grouped by.
    public var sectionIdentifier: KeyPath<Result, SectionIdentifier>
    var query: FetchQuery<Result>
  }

  /// The results, fetched in the view's context and grouped into sections.
  public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
    SectionedFetchResults(storage: box.storage, query: box.storage?.query ?? query)
  }

  /// The fetch's predicate, order and grouping, to change.
  ///
  /// ```swift
  /// $entries.nsPredicate = NSPredicate { entry, _ in (entry as? Entry)?.isStarred == true }
  /// ```
  public var projectedValue: Binding<Configuration> {
    let storage = box.storage
    let initial = query
    return Binding {
      let query = storage?.query ?? initial
      return Configuration(
        nsSortDescriptors: query.nsSortDescriptors, nsPredicate: query.predicate,
        sectionIdentifier: query.groupingKey(), query: query)
    } set: { configuration in
      storage?.change { query in
        query = configuration.query.configured(
          predicate: configuration.nsPredicate,
          nsSortDescriptors: configuration.nsSortDescriptors)
        query.sectionIdentifier = configuration.sectionIdentifier
      }
    }
  }

  /// A sectioned fetch of `entity`'s objects.
  ///
  /// ```swift
  /// @SectionedFetchRequest(entity: Entry.entity(), sectionIdentifier: \.day, sortDescriptors: [])
  /// ```
  public init(
    entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
    sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
    animation: Animation? = nil
  ) {
    let request = NSFetchRequest<Result>()
    request.entity = entity
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
    self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier, animation: animation)
  }

  /// A sectioned fetch of what `fetchRequest` asks for.
  ///
  /// ```swift
  /// @SectionedFetchRequest(fetchRequest: Entry.all, sectionIdentifier: \.day) var entries
  /// ```
  public init(
    fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
    animation: Animation? = nil
  ) {
    var query = FetchQuery(request: fetchRequest)
    query.sectionIdentifier = sectionIdentifier
    self.query = query
  }

  /// A sectioned fetch of what `fetchRequest` asks for, changes shown in `transaction`.
  ///
  /// ```swift
  /// @SectionedFetchRequest(fetchRequest: Entry.all, sectionIdentifier: \.day, transaction: t)
  /// ```
  public init(
    fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
    transaction: Transaction
  ) {
    self.init(fetchRequest: fetchRequest, sectionIdentifier: sectionIdentifier)
  }

}

extension SectionedFetchRequest where Result: NSManagedObject {
  /// A sectioned fetch of the result type's entity, in the order of `sortDescriptors`.
  ///
  /// ```swift
  /// @SectionedFetchRequest(sectionIdentifier: \.day, sortDescriptors: [byDay])
  /// ```
  public init(
    sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
    predicate: NSPredicate? = nil, animation: Animation? = nil
  ) {
    self.init(
      entity: Result.entity(), sectionIdentifier: sectionIdentifier,
      sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
  }

  /// A sectioned fetch of the result type's entity, in the order of Foundation's
  /// `sortDescriptors`.
  ///
  /// ```swift
  /// @SectionedFetchRequest(sectionIdentifier: \.day, sortDescriptors: [SortDescriptor(\.day)])
  /// ```
  public init(
    sectionIdentifier: KeyPath<Result, SectionIdentifier>,
    sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil,
    animation: Animation? = nil
  ) {
    var query = FetchQuery(sortedBy: sortDescriptors, predicate: predicate)
    query.sectionIdentifier = sectionIdentifier
    self.query = query
  }
}

extension SectionedFetchRequest.Configuration where Result: NSManagedObject {
  /// The order of the results, as Foundation's sort descriptors.
  ///
  /// ```swift
  /// $entries.sortDescriptors = [SortDescriptor(\.day, order: .reverse)]
  /// ```
  public var sortDescriptors: [SortDescriptor<Result>] {
    get { query.typedSortDescriptors }
    set {
      query.sort(by: newValue)
      nsSortDescriptors = []
    }
  }
}
