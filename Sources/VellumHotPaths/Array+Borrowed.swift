extension Array where Element: AnyObject {
  /// Calls `body` with each element and its index, the element borrowed from the array: no
  /// retain before the call and no release after it, which reading an element out of an array
  /// costs otherwise (an atomic operation each, and a stack visits its children several times
  /// a layout).
  ///
  /// Only for arrays that nothing changes during the walk (a box's children are fixed when it
  /// is made): the array keeps every element alive while `body` runs.
  ///
  ///     children.forEachBorrowed { index, child in sizes[index] = child.size(for: proposal) }
  @inline(__always)
  @inlinable package func forEachBorrowed(_ body: (Int, Element) -> Void) {
    withUnsafeBufferPointer { elements in
      elements.withMemoryRebound(to: Unmanaged<Element>.self) { references in
        for index in references.indices {
          references[index]._withUnsafeGuaranteedRef { body(index, $0) }
        }
      }
    }
  }
}
