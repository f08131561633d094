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

  /// The path of this element record's node from the root.
  var path: NodePath {
    var steps: [NodePath.Step] = []
    var record: GraphNode? = self
    while let current = record {
      if current.isElement, let node = current.nodes.first {
        steps.append(NodePath.Step(role: node.role, identity: node.identity))
      }
      record = current.parent
    }
    return NodePath(steps.reversed())
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
