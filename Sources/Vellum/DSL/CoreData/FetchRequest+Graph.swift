import Foundation

#if canImport(Darwin)
  import CoreData
#endif

/// The fetch of one view's request: its query, the context it reads and its results. The
/// view's record keeps it across evaluations, so a changed predicate or order lasts.
@MainActor
final class FetchStorage<Result> {
  var query: FetchQuery<Result>
  /// The view to evaluate again when the query changes.
  weak var record: GraphNode?
  let subscription = ObjectSubscription()
  private(set) var results: [Result] = []

  init(query: FetchQuery<Result>) { self.query = query }

  /// Fetches in `context`, refreshing the view when the context changes.
  func fetch(in context: NSManagedObjectContext, for record: GraphNode) {
    self.record = record
    subscription.observe(context, for: record)
    results = query.results(in: context)
  }

  /// Changes the query, and evaluates the view again.
  func change(_ body: (inout FetchQuery<Result>) -> Void) {
    body(&query)
    record?.invalidate()
  }

  /// Which objects are fetched; setting it fetches again.
  var predicate: NSPredicate? {
    get { query.predicate }
    set { change { $0.predicate = newValue } }
  }

  /// The order of the results; setting it fetches again, in that order alone.
  var nsSortDescriptors: [NSSortDescriptor] {
    get { query.nsSortDescriptors }
    set {
      change { query in
        query.nsSortDescriptors = newValue
        query.sortDescriptors = nil
      }
    }
  }
}

extension FetchStorage where Result: NSManagedObject {
  /// The order of the results as Foundation's sort descriptors; setting it fetches again.
  var sortDescriptors: [SortDescriptor<Result>] {
    get { query.typedSortDescriptors }
    set { change { $0.sort(by: newValue) } }
  }
}

extension FetchRequest: GraphProperty {
  package func link(to record: GraphNode, slot: Int) -> PropertyLink {
    box.link(query, to: record, slot: slot)
  }

  package mutating func rebind(to record: GraphNode, slot: Int) -> PropertyLink {
    box = FetchBox()
    return link(to: record, slot: slot)
  }
}

extension SectionedFetchRequest: GraphProperty {
  package func link(to record: GraphNode, slot: Int) -> PropertyLink {
    box.link(query, to: record, slot: slot)
  }

  package mutating func rebind(to record: GraphNode, slot: Int) -> PropertyLink {
    box = FetchBox()
    return link(to: record, slot: slot)
  }
}

/// Where a fetch request finds its view's fetch once linked.
final class FetchBox<Result>: RecordBound {
  var storage: FetchStorage<Result>?

  /// Finds (or starts, with `query`) the fetch of the view of `record` at `slot`, and fetches
  /// in the view's context.
  @MainActor
  func link(_ query: FetchQuery<Result>, to record: GraphNode, slot: Int) -> PropertyLink {
    guard isBound(to: record) else { return .boundElsewhere }
    let storage = record.slot(slot) { FetchStorage(query: query) }
    storage.fetch(in: record.environment.managedObjectContext, for: record)
    self.storage = storage
    return .linked
  }
}
