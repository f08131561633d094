extension Array {
  /// The elements of `collection`, in order.
  ///
  /// A `ForEach`'s data reaches the graph as a generic collection, so `Array(collection)`
  /// would step through it one index at a time through its conformance, looking generic types
  /// up at run time for each element: about 1,500 instructions an element for `0..<count`. An
  /// array is taken as it is, and a range of integers is copied where its type is known.
  ///
  /// ```swift
  /// let rows = [Int](elementsOf: 0..<10_000)
  /// ```
  @inlinable package init<C: Collection<Element>>(elementsOf collection: C) {
    if let array = collection as? [Element] {
      self = array
    } else if let range = collection as? Range<Int> {
      self = uncheckedCast([Int](range), to: [Element].self)
    } else if let range = collection as? ClosedRange<Int> {
      self = uncheckedCast([Int](range), to: [Element].self)
    } else {
      self = Array(collection)
    }
  }
}
