import Foundation

#if canImport(Darwin)
  import CoreData
#endif

/// What a fetch request asks its context for, as the view that owns it changes it: the
/// request's entity, limit and offset, and the predicate and sort order people change.
struct FetchQuery<Result> {
  /// The request the property wrapper was made with.
  let request: NSFetchRequest<Result>
  var predicate: NSPredicate?
  var nsSortDescriptors: [NSSortDescriptor]
  /// Foundation's `SortDescriptor`s, kept apart (Linux cannot turn them into
  /// `NSSortDescriptor`s): the array itself and how it orders two results.
  var sortDescriptors: (value: Any, compare: (Result, Result) -> ComparisonResult)?
  /// What a sectioned fetch groups results by: a `KeyPath<Result, SectionIdentifier>`.
  var sectionIdentifier: AnyKeyPath?

  init(request: NSFetchRequest<Result>) {
    self.request = request
    predicate = request.predicate
    nsSortDescriptors = request.sortDescriptors ?? []
  }

  /// The results in `context`: the request with this query's predicate and order.
  func results(in context: NSManagedObjectContext) -> [Result] {
    let fetch = NSFetchRequest<Result>()
    fetch.entityName = request.entityName
    fetch.predicate = predicate
    fetch.sortDescriptors = sortDescriptors == nil ? nsSortDescriptors : nil
    fetch.fetchLimit = request.fetchLimit
    fetch.fetchOffset = request.fetchOffset
    let results = (try? context.fetch(fetch)) ?? []
    guard let compare = sortDescriptors?.compare else { return results }
    return results.enumerated().sorted { lhs, rhs in
      let order = compare(lhs.element, rhs.element)
      return order == .orderedSame ? lhs.offset < rhs.offset : order == .orderedAscending
    }.map(\.element)
  }
}

extension FetchQuery {
  /// The query after a view set a configuration read from it as `predicate` and
  /// `nsSortDescriptors`: new NS sort descriptors replace Foundation's.
  func configured(predicate: NSPredicate?, nsSortDescriptors: [NSSortDescriptor]) -> Self {
    var query = self
    query.predicate = predicate
    if nsSortDescriptors != self.nsSortDescriptors {
      query.nsSortDescriptors = nsSortDescriptors
      query.sortDescriptors = nil
    }
    return query
  }
}

extension FetchQuery where Result: NSManagedObject {
  /// A query of the result type's entity, matching `predicate`, in the order of Foundation's
  /// `descriptors`.
  init(sortedBy descriptors: [SortDescriptor<Result>], predicate: NSPredicate?) {
    let request = NSFetchRequest<Result>(entityName: Result.entity().name ?? "")
    request.predicate = predicate
    self.init(request: request)
    sort(by: descriptors)
  }

  /// Orders the results by Foundation's sort descriptors.
  mutating func sort(by descriptors: [SortDescriptor<Result>]) {
    nsSortDescriptors = []
    sortDescriptors = (
      descriptors,
      { lhs, rhs in
        for descriptor in descriptors {
          let order = descriptor.compare(lhs, rhs)
          if order != .orderedSame { return order }
        }
        return .orderedSame
      }
    )
  }

  /// The sort descriptors the results are ordered by, when they are Foundation's.
  var typedSortDescriptors: [SortDescriptor<Result>] {
    sortDescriptors?.value as? [SortDescriptor<Result>] ?? []
  }
}

extension FetchQuery {
  /// The key path a sectioned fetch groups results by: every sectioned fetch's query has one.
  func groupingKey<SectionIdentifier>() -> KeyPath<Result, SectionIdentifier> {
    guard let key = sectionIdentifier as? KeyPath<Result, SectionIdentifier> else {
      preconditionFailure("a sectioned fetch's query has no section identifier")
    }
    return key
  }
}
