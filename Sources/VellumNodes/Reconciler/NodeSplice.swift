/// A child list changed in place, and where: what the diff compares instead of the whole old
/// list.
///
/// A keyed `ForEach` that inserts or removes one row of 10,000 changes its node array in place
/// and says where (see `GraphNode.assembleSplicing`); the old tree keeps
/// ``Node/splicedChildren`` in place of it, and the diff compares only the windows that
/// changed, each anchored at the node after it.
///
/// ```swift
/// // Row 5,000 of 10,000 inserted: one window, no old nodes, one new node at 5,000.
/// let splice = NodeSplice(nodes: rows, change: .windows([.init(start: 5_000, count: 1, old: [])]))
/// splice.oldNodes == oldRows   // true
/// ```
package struct NodeSplice {
  /// A run of the new list, `start..<start + count`, that replaced the nodes `old`.
  package struct Window {
    /// Where the run starts in the new list.
    package var start: Int
    /// How many nodes of the new list it holds.
    package var count: Int
    /// The nodes it replaced.
    package var old: [Node]

    /// A window of `count` new nodes at `start` that replaced `old`.
    ///
    /// ```swift
    /// NodeSplice.Window(start: 3, count: 0, old: [removedRow])
    /// ```
    package init(start: Int, count: Int, old: [Node]) {
      self.start = start
      self.count = count
      self.old = old
    }
  }

  /// How a list changed.
  package enum Change {
    /// In these windows, in order and apart; every node outside them is the old list's node,
    /// in the same order.
    case windows([Window])
    /// Anywhere; these are the old list's nodes.
    case whole([Node])

    /// The old list, rebuilt from `new`, the list as it is now.
    ///
    /// ```swift
    /// NodeSplice.Change.windows([.init(start: 1, count: 1, old: [])]).oldNodes(given: [a, b, c])
    /// // [a, c]
    /// ```
    package func oldNodes(given new: [Node]) -> [Node] {
      switch self {
      case .whole(let old):
        return old
      case .windows(let windows):
        var old: [Node] = []
        var next = 0
        for window in windows {
          old += new[next..<window.start]
          old += window.old
          next = window.start + window.count
        }
        old += new[next...]
        return old
      }
    }
  }

  /// The list as it is now.
  package let nodes: [Node]
  /// How it changed.
  package let change: Change

  /// The list `nodes`, changed from its old nodes as `change` says.
  ///
  /// ```swift
  /// NodeSplice(nodes: rows, change: .whole(oldRows))
  /// ```
  package init(nodes: [Node], change: Change) {
    self.nodes = nodes
    self.change = change
  }

  /// The list's old nodes.
  package var oldNodes: [Node] { change.oldNodes(given: nodes) }
}
