extension GraphNode {
  /// Whether this record is below `ancestor` in the graph.
  func isInside(_ ancestor: GraphNode) -> Bool {
    var record = parent
    while let current = record {
      if current === ancestor { return true }
      record = current.parent
    }
    return false
  }

  /// The highest record whose nodes are this record's nodes (plus attributes of modifiers around
  /// them): the run of the node tree a change to this record affects.
  ///
  /// A record inside a slot (the view of a `.background` or `.overlay`) is drawn as an attribute
  /// of the node it decorates, not as a node of the tree, so its run starts at the decorated
  /// record: a change inside it is a `set` of that attribute.
  var runTop: GraphNode {
    var top = self
    var record = self
    while let parent = record.parent {
      if case .modified(_, .some) = parent.output, record.indexInParent > 0 { top = parent }
      record = parent
    }
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
      if !foundEnd, parent.contributesChildren,
        let following = parent.firstNodeIdentity(after: current.indexInParent)
      {
        end = following
        foundEnd = true
      }
      if parent.isElement { return (parent.path, foundEnd ? end : parent.firstAttachedIdentity) }
      current = parent
    }
    return (NodePath(), end)
  }

  /// The identity of the first node after the child record at `index` among this record's
  /// children and leaves, or `nil` when nothing follows it.
  private func firstNodeIdentity(after index: Int) -> Identity? {
    var leaf = leaves.firstIndex { $0.recordsBefore > index } ?? leaves.endIndex
    for next in (index + 1)...children.count {
      if leaf < leaves.endIndex, leaves[leaf].recordsBefore == next {
        return leaves[leaf].node.identity
      }
      while leaf < leaves.endIndex, leaves[leaf].recordsBefore <= next { leaf += 1 }
      if next < children.count, let first = children[next].nodes.first { return first.identity }
    }
    return nil
  }

  /// The identity of the first node that modifiers around this element attached to its node
  /// (a toolbar, a presented sheet): they follow the element's own children, so a run that ends
  /// the children ends before it.
  private var firstAttachedIdentity: Identity? {
    for decorator in decorators {
      guard case .attached = decorator.output else { continue }
      for attachment in decorator.children.dropFirst() {
        if let first = attachment.nodes.first { return first.identity }
      }
    }
    return nil
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

  /// How many modifiers that attach content (toolbars, presentations, tab items) are applied
  /// around this one to the same view: 0 for the outermost. It is fixed for the record's life,
  /// since the modifiers around a view are part of its type.
  package var attachmentOrdinal: Int {
    decorators.count { if case .attached = $0.output { true } else { false } }
  }

  /// The highest record whose first node is this record's first node with the attributes of the
  /// modifiers around it: where a view's node is read as it appears on screen.
  package var decoratedTop: GraphNode { decorators.last ?? self }

  /// The records above this one, innermost first, whose first node is this record's first node
  /// decorated: modifiers applied around it, presentations and toolbars attached to it, and views
  /// whose body is just it.
  private var decorators: [GraphNode] {
    var found: [GraphNode] = []
    var current = self
    while let parent = current.parent, current.indexInParent == 0 {
      switch parent.output {
      case .modified, .defaults, .attached: found.append(parent)
      case .passthrough where parent.children.count == 1: found.append(parent)
      default: return found
      }
      current = parent
    }
    return found
  }
}
