import VellumHotPaths

/// Which rows of a keyed `ForEach` are made from the same input as at its last update: the
/// caller has checked that the content function and the id key path are the same as then, so a
/// row whose element is the same as the one it was made from would be made the same again.
///
/// The elements are compared where the arrays keep them, by a comparer chosen once for the
/// element type (``ViewComparison/valueComparer(for:)``): plain data such as a list's `Int`
/// ids by their bytes.
///
/// ```swift
/// let unchanged = UnchangedElements(old: previousElements, new: elements)
/// unchanged?.prefix          // rows at the start whose elements are the same
/// unchanged?.isSame(old: 7, new: 8)
/// ```
struct UnchangedElements<Element> {
  private let old: [Element]
  private let new: [Element]
  private let comparer: ViewComparison.ValueComparer
  /// How many elements at the start are the same in both arrays.
  private(set) var prefix = 0
  /// How many elements at the end are the same in both arrays, not counting the ``prefix``.
  private(set) var suffix = 0

  /// Compares `old` and `new`, or is `nil` when there is nothing to compare with or the
  /// elements cannot be compared exactly.
  @MainActor init?(old: [Element]?, new: [Element]) {
    guard let old, let comparer = ViewComparison.valueComparer(for: Element.self) else {
      return nil
    }
    self.old = old
    self.new = new
    self.comparer = comparer
    (prefix, suffix) = Self.sameEnds(old.elementsInPlace, new.elementsInPlace, comparer)
  }

  /// Whether the element at `oldIndex` before is the same as the one at `newIndex` now.
  func isSame(old oldIndex: Int, new newIndex: Int) -> Bool {
    comparer.isSame(
      old.elementsInPlace.address(at: oldIndex), new.elementsInPlace.address(at: newIndex))
  }

  /// The lengths of the runs of the same elements at the start and at the end.
  private static func sameEnds(
    _ old: ElementsInPlace<Element>, _ new: ElementsInPlace<Element>,
    _ comparer: ViewComparison.ValueComparer
  ) -> (prefix: Int, suffix: Int) {
    let shorter = min(old.count, new.count)
    guard shorter > 0 else { return (0, 0) }
    if comparer.bytesCompared == MemoryLayout<Element>.stride {
      return old.runsOfSameBytesAtEnds(new)
    }
    var prefix = 0
    while prefix < shorter, comparer.isSame(old.address(at: prefix), new.address(at: prefix)) {
      prefix += 1
    }
    var suffix = 0
    while suffix < shorter - prefix,
      comparer.isSame(
        old.address(at: old.count - 1 - suffix), new.address(at: new.count - 1 - suffix))
    {
      suffix += 1
    }
    return (prefix, suffix)
  }
}
