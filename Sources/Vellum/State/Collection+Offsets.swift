import Foundation

extension MutableCollection {
  /// Moves the elements at `source` so they sit before the element that was at `destination`,
  /// as `List`'s `onMove` reports it.
  ///
  /// ```swift
  /// var letters = ["a", "b", "c"]
  /// letters.move(fromOffsets: [2], toOffset: 0)   // ["c", "a", "b"]
  /// ```
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    var elements = Array(self)
    let moved = source.map { elements[$0] }
    let before = source.count(in: 0..<destination)
    elements.remove(atOffsets: source)
    elements.insert(contentsOf: moved, at: destination - before)
    for (index, element) in zip(indices, elements) { self[index] = element }
  }

  /// This collection without the elements at `offsets`, or `nil` when it cannot remove
  /// elements (it is not a `RangeReplaceableCollection`): how an editable `ForEach` deletes
  /// from a collection whose type it knows only as mutable.
  func removing(atOffsets offsets: IndexSet) -> Self? {
    guard let replaceable = self as? any RangeReplaceableCollection else { return nil }
    return Self.removing(offsets, from: replaceable) as? Self
  }

  private static func removing<R: RangeReplaceableCollection>(
    _ offsets: IndexSet, from collection: R
  ) -> R {
    var remaining = collection
    remaining.remove(atOffsets: offsets)
    return remaining
  }
}

extension RangeReplaceableCollection {
  /// Removes the elements at the given offsets, as `List`'s `onDelete` reports them.
  ///
  /// ```swift
  /// var primes = [2, 3, 5]
  /// primes.remove(atOffsets: [0, 2])   // [3]
  /// ```
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}
