import Foundation

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` so they sit before the element that was at `destination`,
  /// as `List`'s `onMove` reports it.
  ///
  /// ```swift
  /// var letters = ["a", "b", "c"]
  /// letters.move(fromOffsets: [2], toOffset: 0)   // ["c", "a", "b"]
  /// ```
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moved = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.count(in: 0..<destination)
    remove(atOffsets: source)
    insert(contentsOf: moved, at: index(startIndex, offsetBy: destination - before))
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
