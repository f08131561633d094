extension GraphNode {
  /// The highest record whose nodes are this record's nodes (plus attributes of modifiers around
  /// them): the run of the node tree a change to this record affects.
  var runTop: GraphNode {
    var top = self
    while let parent = top.parent {
      switch parent.output {
      case .modified, .defaults, .attached: top = parent
      case .passthrough where parent.children.count == 1: top = parent
      default: return top
      }
    }
    return top
  }

  /// Where this record's run sits: the path of the node whose children it is part of, and the
  /// identity of the node that follows it there (`nil` when the run ends the list).
  var location: (parent: NodePath, end: Identity?) {
    var end: Identity?
    var foundEnd = false
    var current = self
    while let parent = current.parent {
      if !foundEnd, parent.contributesChildren {
        for sibling in parent.children[(current.indexInParent + 1)...] {
          if let first = sibling.nodes.first {
            end = first.identity
            foundEnd = true
            break
          }
        }
      }
      if parent.isElement { return (parent.path, end) }
      current = parent
    }
    return (NodePath(), end)
  }

  /// Whether this record's nodes are all its children's nodes in order (so a child's later
  /// siblings follow it in the node tree).
  private var contributesChildren: Bool {
    switch output {
    case .passthrough, .element: true
    case .leaf, .modified, .defaults, .attached: false
    }
  }

  /// The path of this element record's node from the root. A presentation or toolbar attached
  /// to a view is a child of that view's node, so the path of anything inside it runs through
  /// the presenting node (a sheet's content: `…/VStack/Sheet/…`).
  var path: NodePath {
    var steps: [NodePath.Step] = []
    var record: GraphNode? = self
    while let current = record {
      if current.isElement, let node = current.nodes.first {
        steps.append(NodePath.Step(role: node.role, identity: node.identity))
      }
      if let parent = current.parent, case .attached = parent.output, current.indexInParent > 0,
        let presenter = parent.children.first
      {
        return NodePath(presenter.firstNodePath.steps + steps.reversed())
      }
      record = current.parent
    }
    return NodePath(steps.reversed())
  }

  /// The path of the first node this record produces: the node a presentation is attached to.
  private var firstNodePath: NodePath {
    var record = self
    while !record.isElement, !record.isLeaf, let first = record.children.first { record = first }
    if record.isElement { return record.path }
    guard let node = record.nodes.first else { return record.path }
    return record.path.appending(node)
  }

  /// Whether this record produces one node with no children of its own.
  private var isLeaf: Bool {
    if case .leaf = output { return true }
    return false
  }

  /// The positions of this record and its ancestors among their siblings, root first: sorts
  /// records in document order.
  var documentPosition: [Int] {
    var positions: [Int] = []
    var record: GraphNode? = self
    while let current = record, current.parent != nil {
      positions.append(current.indexInParent)
      record = current.parent
    }
    return positions.reversed()
  }
}
