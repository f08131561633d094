extension GraphNode {
  /// A control driven by a leaf in a record's content — a button with a text label in a stack,
  /// which has no record of its own — and what the host needs to reach it.
  package struct LeafControl {
    /// The number of the record's children before the leaf.
    let recordsBefore: Int
    /// The identity of the leaf's node, by which ``node(of:)`` finds it: a node kept here
    /// would be a second copy of one the record keeps, its arrays retained and released again
    /// for every button of every row.
    let identity: Identity
    /// What the leaf lets a person do.
    let control: Control
    /// The environment the leaf is reached in (whether it is enabled, hidden, in a menu).
    let environment: EnvironmentValues
  }

  /// This record's children with a stand-in record for each control among its leaves, in
  /// screen order: what the host searches for something to tap.
  ///
  /// A stand-in is made for the search and never mounted: it has the leaf's control,
  /// environment and node, and this record as its parent, so every question the host asks
  /// of a control's record (its label, its state, what it is inside) has the answer the
  /// leaf's own record would have given.
  var childrenAndLeafControls: [GraphNode] {
    guard !leafControls.isEmpty else { return children }
    var result: [GraphNode] = []
    var next = 0
    for leaf in leafControls {
      while next < leaf.recordsBefore {
        result.append(children[next])
        next += 1
      }
      result.append(standIn(for: leaf))
    }
    result += children[next...]
    return result
  }

  /// A record for `leaf`'s control, as the leaf's own record would be after an evaluation.
  private func standIn(for leaf: LeafControl) -> GraphNode {
    let record = GraphNode(
      graph: graph, parent: self, identity: leaf.identity, view: EmptyView(),
      environment: leaf.environment)
    record.control = leaf.control
    record.output = .leaf(node(of: leaf))
    record.assemble()
    return record
  }

  /// The node of `leaf` as it is on screen: among the leaves placed between this record's
  /// children, or among its element node's children, where the content's leaves come after
  /// any the node was made with (so the last with the leaf's identity is the leaf's).
  private func node(of leaf: LeafControl) -> Node {
    if let piece = leaves.last(where: { $0.node.identity == leaf.identity }) { return piece.node }
    guard case .element(let element) = output,
      let node = element.children.last(where: { $0.identity == leaf.identity })
    else { preconditionFailure("a leaf control's node is among its record's nodes") }
    return node
  }
}
