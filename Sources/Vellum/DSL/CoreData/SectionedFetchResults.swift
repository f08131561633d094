import Foundation

#if canImport(Darwin)
  import CoreData
#endif

/// The results of a `@SectionedFetchRequest`, as sections in order; changing the predicate,
/// order or grouping fetches again and evaluates the view again.
///
/// ```swift
/// List {
///   ForEach(entries) { section in
///     Section(section.id) { ForEach(section) { Text($0.title ?? "") } }
///   }
/// }
/// ```
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>:
  RandomAccessCollection
{
  /// One section: the results with one identifier, in order.
  ///
  /// ```swift
  /// Section(section.id) { ForEach(section) { Text($0.title ?? "") } }
  /// ```
  public struct Section: Identifiable, RandomAccessCollection {
    /// The identifier the section's results share.
    public let id: SectionIdentifier
    let results: [Result]

    /// The index of the section's first result.
    public var startIndex: Int { results.startIndex }
    /// The index after the section's last result.
    public var endIndex: Int { results.endIndex }
    /// The section's result at `position`.
    public subscript(position: Int) -> Result { results[position] }
  }

  let storage: FetchStorage<Result>?
  let sections: [Section]
  /// What the sections were grouped by.
  private let sectionKey: KeyPath<Result, SectionIdentifier>

  @MainActor
  init(storage: FetchStorage<Result>?, query: FetchQuery<Result>) {
    self.storage = storage
    let identifier: KeyPath<Result, SectionIdentifier> = query.groupingKey()
    var sections: [Section] = []
    for result in storage?.results ?? [] {
      let id = result[keyPath: identifier]
      if let last = sections.last, last.id == id {
        sections[sections.count - 1] = Section(id: id, results: last.results + [result])
      } else {
        sections.append(Section(id: id, results: [result]))
      }
    }
    self.sections = sections
    sectionKey = identifier
  }

  /// The index of the first section.
  public var startIndex: Int { sections.startIndex }
  /// The index after the last section.
  public var endIndex: Int { sections.endIndex }
  /// The section at `position`.
  public subscript(position: Int) -> Section { sections[position] }

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

  /// What the results are grouped by.
  @MainActor public var sectionIdentifier: KeyPath<Result, SectionIdentifier> {
    get { sectionKey }
    nonmutating set { storage?.change { $0.sectionIdentifier = newValue } }
  }
}

extension SectionedFetchResults where Result: NSManagedObject {
  /// The order of the results, as Foundation's sort descriptors.
  ///
  /// ```swift
  /// entries.sortDescriptors = [SortDescriptor(\.day, order: .reverse)]
  /// ```
  @MainActor public var sortDescriptors: [SortDescriptor<Result>] {
    get { storage?.sortDescriptors ?? [] }
    nonmutating set { storage?.sortDescriptors = newValue }
  }
}
