import VellumHotPaths

extension Node {
  /// Two nodes are equal when their roles, identities, attributes and children are.
  ///
  /// The comparison recurses through the first levels and continues deeper subtrees with an
  /// explicit stack, so it handles any nesting depth; it skips child lists that share storage
  /// (a subtree the graph did not rebuild) without looking inside them.
  ///
  /// ```swift
  /// host.root == host.root   // true
  /// ```
  ///
  /// - Complexity: O(*n*) in the nodes of the smaller tree.
  public static func == (lhs: Node, rhs: Node) -> Bool {
    equal(lhs, rhs, levels: recursionLevels)
  }

  /// How many levels a comparison or a hash descends by recursion (no allocation) before it
  /// continues the subtree with an explicit stack.
  private static let recursionLevels = 64

  private static func equal(_ lhs: Node, _ rhs: Node, levels: Int) -> Bool {
    guard lhs.role == rhs.role, lhs.identity == rhs.identity,
      lhs.children.count == rhs.children.count, lhs.attributes == rhs.attributes
    else { return false }
    if lhs.children.sharesStorage(with: rhs.children) { return true }
    guard levels == 0 else {
      for (left, right) in zip(lhs.children, rhs.children)
      where !equal(left, right, levels: levels - 1) {
        return false
      }
      return true
    }
    var pending = Array(zip(lhs.children, rhs.children))
    while let (left, right) = pending.popLast() {
      guard left.role == right.role, left.identity == right.identity,
        left.children.count == right.children.count, left.attributes == right.attributes
      else { return false }
      guard !left.children.sharesStorage(with: right.children) else { continue }
      pending.append(contentsOf: zip(left.children, right.children))
    }
    return true
  }

  /// Hashes every node of the tree in document order (an explicit stack below the first levels).
  ///
  /// ```swift
  /// Set([host.root]).contains(host.root)   // true
  /// ```
  public func hash(into hasher: inout Hasher) {
    hash(into: &hasher, levels: Self.recursionLevels)
  }

  private func hash(into hasher: inout Hasher, levels: Int) {
    hasher.combine(role)
    hasher.combine(identity)
    hasher.combine(attributes)
    hasher.combine(children.count)
    guard levels == 0 else {
      for child in children { child.hash(into: &hasher, levels: levels - 1) }
      return
    }
    var pending: [Node] = children.reversed()
    while let node = pending.popLast() {
      hasher.combine(node.role)
      hasher.combine(node.identity)
      hasher.combine(node.attributes)
      hasher.combine(node.children.count)
      pending.append(contentsOf: node.children.reversed())
    }
  }
}

extension Node {
  /// Whether `node` equals `kept`, a node kept to hand out what was made from it again. An
  /// equal node that does not share `kept`'s children takes its place, so the nodes after it
  /// that share its arrays (a list's rows' buttons, after the first row's) compare by address.
  ///
  /// ```swift
  /// var kept = firstRowsButton
  /// Node.isRepeat(of: &kept, secondRowsButton)   // true; kept is now the second row's
  /// ```
  ///
  /// `kept` is not optional, so it is compared where it is: bound out of an optional, it would
  /// be copied (its arrays retained and released) for each node compared with it.
  @inlinable package static func isRepeat(of kept: inout Node, _ node: Node) -> Bool {
    guard kept == node else { return false }
    if !kept.children.sharesStorage(with: node.children) { kept = node }
    return true
  }
}
