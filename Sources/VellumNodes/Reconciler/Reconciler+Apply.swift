extension Reconciler {
  /// Applies `patches` in order to `root`.
  ///
  /// - Throws: ``PatchError`` when a patch names a node or a sibling that is not there.
  ///
  /// ```swift
  /// let updated = try Reconciler.apply(host.lastUpdate.patches, to: before)
  /// ```
  public static func apply(_ patches: [Patch], to root: Node) throws -> Node {
    var root = root
    for patch in patches { try apply(patch, to: &root) }
    return root
  }

  private static func apply(_ patch: Patch, to root: inout Node) throws {
    switch patch {
    case .insert(let node, let parent, let anchor):
      try modify(&root, at: parent.steps[...], patch) { parentNode in
        let index = try position(of: anchor, in: parentNode, patch)
        parentNode.children.insert(node, at: index)
      }
    case .remove(let path):
      let (parent, identity) = try split(path, patch)
      try modify(&root, at: parent, patch) { parentNode in
        parentNode.children.remove(at: try index(of: identity, in: parentNode, patch))
      }
    case .move(let path, let anchor):
      let (parent, identity) = try split(path, patch)
      try modify(&root, at: parent, patch) { parentNode in
        let node = parentNode.children.remove(at: try index(of: identity, in: parentNode, patch))
        parentNode.children.insert(node, at: try position(of: anchor, in: parentNode, patch))
      }
    case .replace(let path, let node):
      try modify(&root, at: path.steps[...], patch) { $0 = node }
    case .set(let path, let attribute, let index, let old):
      try modify(&root, at: path.steps[...], patch) { node in
        if let old {
          guard index < node.attributes.count, node.attributes[index].name == attribute.name,
            node.attributes[index].value == old
          else {
            throw PatchError(patch: patch, problem: "attribute \(index) is not the one replaced")
          }
          node.attributes[index] = attribute
        } else {
          guard index <= node.attributes.count else {
            throw PatchError(patch: patch, problem: "attribute index \(index) is out of range")
          }
          node.attributes.insert(attribute, at: index)
        }
      }
    case .unset(let path, let attribute, let index):
      try modify(&root, at: path.steps[...], patch) { node in
        guard index < node.attributes.count, node.attributes[index] == attribute else {
          throw PatchError(patch: patch, problem: "attribute \(index) is not the one removed")
        }
        node.attributes.remove(at: index)
      }
    }
  }

  private static func split(_ path: NodePath, _ patch: Patch) throws -> (
    ArraySlice<NodePath.Step>, Identity
  ) {
    guard let last = path.steps.last else {
      throw PatchError(patch: patch, problem: "the root has no parent")
    }
    return (path.steps.dropLast(), last.identity)
  }

  /// Runs `body` on the node at `steps`, modifying the tree in place. The nodes on the way down
  /// are taken out of their parents and put back afterwards, so no copy is made and any depth
  /// is handled without recursion.
  private static func modify(
    _ root: inout Node, at steps: ArraySlice<NodePath.Step>, _ patch: Patch,
    _ body: (inout Node) throws -> Void
  ) throws {
    var ancestors: [(node: Node, index: Int)] = []
    var current = root
    root = Node(role: .root)
    defer {
      while let (parent, index) = ancestors.popLast() {
        var parent = parent
        swap(&parent.children[index], &current)
        current = parent
      }
      root = current
    }
    for step in steps {
      let index = try index(of: step.identity, in: current, patch)
      var child = Node(role: .root)
      swap(&child, &current.children[index])
      ancestors.append((current, index))
      current = child
    }
    try body(&current)
  }

  private static func index(of identity: Identity, in parent: Node, _ patch: Patch) throws -> Int {
    guard let index = parent.children.firstIndex(where: { $0.identity == identity }) else {
      throw PatchError(patch: patch, problem: "no child with identity \(identity)")
    }
    return index
  }

  private static func position(of anchor: Identity?, in parent: Node, _ patch: Patch) throws
    -> Int
  {
    guard let anchor else { return parent.children.count }
    return try index(of: anchor, in: parent, patch)
  }
}
