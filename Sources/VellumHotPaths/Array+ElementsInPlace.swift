extension Array {
  /// The array's elements where it keeps them, for a walk over a tree of nodes that the caller
  /// keeps alive and nothing changes while it runs (a renderer reading a screen).
  ///
  /// Reading an array out of a node that is itself read where its parent's array keeps it
  /// costs a retain before the read and a release after it, when the walk calls anything in
  /// between: the compiler cannot tell that nothing frees the array meanwhile. Taking its
  /// buffer out first, with nothing in between, costs neither; every array of the tree stays
  /// alive as long as its root, so the buffer stays valid through the walk.
  ///
  /// ```swift
  /// let children = root.children.elementsInPlace
  /// for index in children.indices { visit(children.baseAddress! + index) }
  /// ```
  @inline(__always)
  @inlinable package var elementsInPlace: UnsafeBufferPointer<Element> {
    withUnsafeBufferPointer { $0 }
  }
}

extension UnsafeBufferPointer {
  /// Runs `body` with the element at `index` where the buffer keeps it, handed on `inout`
  /// instead of a copy of it (see `withValueInPlace(at:as:_:)`). The buffer is read-only:
  /// `body` must not change the element.
  ///
  /// ```swift
  /// let children = node.children.elementsInPlace
  /// for index in children.indices { children.withElementInPlace(at: index) { write($0) } }
  /// ```
  @inline(__always)
  @inlinable package func withElementInPlace<Result>(
    at index: Int, _ body: (inout Element) -> Result
  ) -> Result {
    withValueInPlace(at: UnsafeRawPointer(baseAddress! + index), as: Element.self, body)
  }
}
