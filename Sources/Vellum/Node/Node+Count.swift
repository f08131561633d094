extension Node {
  /// The number of nodes in this tree: this one, its children, theirs, and so on (nodes held
  /// in attributes, such as a background's layers, are not counted). A renderer sizes the buffer it
  /// writes the tree into from it, so a long list's document is written into memory allocated
  /// once instead of grown a dozen times.
  ///
  /// Recursive, as the renderers are (a tree too deep for the stack is rendered on a thread
  /// with a stack to fit, see `DeepStack`), and reads each node where its list keeps it
  /// (`Array.elementsInPlace`), copying none.
  ///
  /// ```swift
  /// Node(role: .vStack, children: [Node(role: .text), Node(role: .spacer)]).nodeCount   // 3
  /// ```
  package var nodeCount: Int {
    withUnsafePointer(to: self) { Self.count(below: $0) } + 1
  }

  private static func count(below node: UnsafePointer<Node>) -> Int {
    let children = node.pointee.children.elementsInPlace
    var count = children.count
    for index in children.indices { count += Self.count(below: children.baseAddress! + index) }
    return count
  }
}
