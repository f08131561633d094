import Foundation

#if canImport(Darwin)
  import CoreData
#endif

/// The results of a `@FetchRequest`, in order; changing its predicate or order fetches again
/// and evaluates the view again.
///
/// ```swift
/// ForEach(items) { item in Text(item.name ?? "") }
/// .onChange(of: query) { items.nsPredicate = query.isEmpty ? nil : matching(query) }
/// ```
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
  let storage: FetchStorage<Result>?
  let results: [Result]

  /// The index of the first result.
  public var startIndex: Int { results.startIndex }
  /// The index after the last result.
  public var endIndex: Int { results.endIndex }
  /// The result at `position`.
  public subscript(position: Int) -> Result { results[position] }

  /// Which objects are fetched; all when `nil`.
  @MainActor public var nsPredicate: NSPredicate? {
    get { storage?.predicate }
    nonmutating set { storage?.predicate = newValue }
  }

  /// The order of the results.
  @MainActor public var nsSortDescriptors: [NSSortDescriptor] {
    get { storage?.nsSortDescriptors ?? [] }
    nonmutating set { storage?.nsSortDescriptors = newValue }
  }
}

extension FetchedResults where Result: NSManagedObject {
  /// The order of the results, as Foundation's sort descriptors.
  ///
  /// ```swift
  /// items.sortDescriptors = [SortDescriptor(\.name, order: .reverse)]
  /// ```
  @MainActor public var sortDescriptors: [SortDescriptor<Result>] {
    get { storage?.sortDescriptors ?? [] }
    nonmutating set { storage?.sortDescriptors = newValue }
  }
}
