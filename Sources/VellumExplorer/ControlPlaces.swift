import Vellum

/// Where a screen's controls stand in its node tree: each control's node, by its position in
/// the tree's preorder (a node before its children), and where each node's subtree ends. A
/// control is placed at the first node equal to its own not taken by a control before it.
///
/// ```swift
/// let places = ControlPlaces(of: host.screenControls, in: host.root)
/// places.keys[0]   // 3: the first control is the tree's fourth node
/// ```
@MainActor
package struct ControlPlaces {
  /// Each control's position in the preorder, or `nil` where the tree has no node equal to
  /// its node.
  package let keys: [Int?]
  /// For each position, the position just past its node's subtree.
  package let ends: [Int]

  /// Places `controls` in `root`'s tree.
  package init(of controls: [ScreenControl], in root: Node) {
    // Iterative, so a deep tree does not exhaust the stack: a node is entered, then left
    // once all its children have been.
    var nodes: [Node] = []
    var ends: [Int] = []
    var pending: [(node: Node, leaving: Int?)] = [(root, nil)]
    while let (node, leaving) = pending.popLast() {
      if let leaving {
        ends[leaving] = nodes.count
        continue
      }
      let index = nodes.count
      nodes.append(node)
      ends.append(index + 1)
      pending.append((node, index))
      for child in node.children.reversed() { pending.append((child, nil)) }
    }
    var used: Set<Int> = []
    keys = controls.map { control in
      let key = nodes.indices.first { !used.contains($0) && nodes[$0] == control.node }
      if let key { used.insert(key) }
      return key
    }
    self.ends = ends
  }

  /// `root` with `references[position]` written on the node at each position of the
  /// preorder, as its ``AttributeName/controlReference``.
  package static func marking(_ root: Node, with references: [Int: String]) -> Node {
    guard let last = references.keys.max() else { return root }
    var marked = root
    var position = 0
    mark(&marked, at: &position, upTo: last, with: references)
    return marked
  }

  /// Marks `node` and its subtree from `position`, stopping past `last`, the last position
  /// marked.
  private static func mark(
    _ node: inout Node, at position: inout Int, upTo last: Int, with references: [Int: String]
  ) {
    if let reference = references[position] {
      node.attributes.append(Attribute(.controlReference, .string(reference)))
    }
    position += 1
    for index in node.children.indices where position <= last {
      mark(&node.children[index], at: &position, upTo: last, with: references)
    }
  }
}
