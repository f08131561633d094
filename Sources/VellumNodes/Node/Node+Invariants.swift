extension Node {
  /// The ways this tree breaks the node tree's invariants, empty when it keeps them all.
  ///
  /// The invariant the reconciler relies on: siblings have distinct identities, so a path of
  /// identities names exactly one node.
  ///
  /// ```swift
  /// #expect(host.root.invariantViolations.isEmpty)
  /// ```
  public var invariantViolations: [String] {
    var violations: [String] = []
    var stack: [(Node, NodePath)] = [(self, NodePath())]
    while let (node, path) = stack.popLast() {
      var seen = Set<Identity>()
      for child in node.children {
        if !seen.insert(child.identity).inserted {
          violations.append("\(path): two children have identity \(child.identity)")
        }
        stack.append((child, path.appending(child)))
      }
    }
    return violations
  }
}
