extension GraphNode {
  /// The nodes this record produced in its last evaluation.
  ///
  /// A record inside a chain of modifiers (`.padding().background().font()…`) does not keep its
  /// own copy: its nodes are its child's plus attributes, so only the top of the chain keeps the
  /// result and a record below composes its nodes when asked. A chain of *n* modifiers then
  /// holds *n* attributes, not the *n*²/2 that a copy per level would.
  ///
  /// A record whose nodes are its output's one node as it is (a leaf, or an element made only
  /// of leaves: a list's every row) keeps no array for it either: that array would be a heap
  /// allocation a row holding one copy of a node its output already holds.
  package var nodes: [Node] {
    guard keepsNodes else { return composedNodes() }
    return nodesAreOutput ? [outputNode] : storedNodes
  }

  /// The number of nodes this record keeps, when it keeps them.
  var keptNodeCount: Int { nodesAreOutput ? 1 : storedNodes.count }

  /// The output's node, for a record whose nodes are that node (see ``nodesAreOutput``).
  private var outputNode: Node {
    switch output {
    case .leaf(let node), .element(let node): node
    case .passthrough, .modified, .defaults, .attached:
      preconditionFailure("a record whose nodes are its output's has a leaf or element output")
    }
  }

  /// Whether this record's nodes are its output's node unchanged: a leaf, or an element with
  /// no child records and no leaves placed between them.
  private var outputIsWhole: Bool {
    switch output {
    case .leaf: true
    case .element: children.isEmpty && leaves.isEmpty
    case .passthrough, .modified, .defaults, .attached: false
    }
  }

  /// Rebuilds ``nodes`` from the children's nodes and ``output``, or forgets them when this
  /// record is a link in its parent's chain.
  ///
  /// A keyed update that planned to change the array in place changes it there (see
  /// ``planSplice(middle:remadeEnds:oldNodeCount:keepNodes:childCount:)``).
  package func assemble() {
    if !graph.splicePlans.isEmpty,
      let plan = graph.splicePlans.removeValue(forKey: ObjectIdentifier(self)),
      assembleSplicing(plan)
    {
      return
    }
    if !graph.splices.isEmpty { keepSpliceWhole() }
    hasOneNodePerChild = false
    if isChainLink, let parent, parent.isChainLink {
      keepsNodes = false
      nodesAreOutput = false
      storedNodes = []
    } else if outputIsWhole {
      keepsNodes = true
      nodesAreOutput = true
      storedNodes = []
    } else {
      if case .passthrough = output, children.count > 1, children.allSatisfy(\.keepsNodes) {
        (storedNodes, hasOneNodePerChild) = gatherStoredNodes()
      } else {
        storedNodes = composedNodes()
      }
      keepsNodes = true
      nodesAreOutput = false
    }
  }

  /// Whether this record can take a change of `child`'s nodes into its own in place: it passes
  /// several children's nodes on as they are, and keeps them.
  func canPatchNodes(of child: GraphNode) -> Bool {
    guard case .passthrough = output, keepsNodes, !nodesAreOutput, children.count > 1 else {
      return false
    }
    return child.parent === self && child.keepsNodes
  }

  /// Forgets the nodes this record keeps until it is assembled again, so the array of a record
  /// below it that patches its nodes in place is no longer shared with this one's.
  func releaseNodes() {
    if !graph.splices.isEmpty { keepSpliceWhole() }
    if keepsNodes {
      storedNodes = []
      hasOneNodePerChild = false
    }
  }

  /// Takes `child`'s new nodes into this record's in place when it produces as many as before,
  /// else assembles this record again (see ``canPatchNodes(of:)``).
  ///
  /// Only the child's nodes are replaced: a row's change in a list of 10,000 copies one row's
  /// nodes instead of gathering all of them into a new array. When this record keeps one node
  /// per child (``hasOneNodePerChild``) and the child still has one, the node goes at the
  /// child's index, without reading the 10,000 siblings' counts to find where it goes.
  func patchNodes(of child: GraphNode) {
    if !graph.splices.isEmpty { keepSpliceWhole() }
    let index = child.indexInParent
    if hasOneNodePerChild, storedNodes.count == children.count, index < children.count,
      children[index] === child, child.keepsNodes, child.keptNodeCount == 1
    {
      storedNodes[index] = child.nodesAreOutput ? child.outputNode : child.storedNodes[0]
      return
    }
    var before = 0
    var after = 0
    var isAfter = false
    for sibling in children {
      if sibling === child {
        isAfter = true
      } else if !sibling.keepsNodes {
        assemble()
        return
      } else if isAfter {
        after += sibling.keptNodeCount
      } else {
        before += sibling.keptNodeCount
      }
    }
    let old = storedNodes.count - before - after
    guard isAfter, old == child.keptNodeCount else {
      assemble()
      return
    }
    if child.nodesAreOutput {
      storedNodes[before] = child.outputNode
    } else {
      storedNodes.replaceSubrange(before..<(before + old), with: child.storedNodes)
    }
  }

  /// Whether this record's nodes are its only child's nodes, changed in place: a modifier or a
  /// view whose body is one view.
  private var isChainLink: Bool {
    switch output {
    case .passthrough, .modified, .defaults: children.count == 1
    case .leaf, .element, .attached: false
    }
  }

  /// Composes this record's nodes: walks down the links below it that keep no nodes, then
  /// applies each link's output on the way back up, changing one array in place.
  private func composedNodes() -> [Node] {
    if !isChainLink || children[0].keepsNodes {
      var none: [Node]?
      return output(replacingFirstChild: &none)
    }
    var links: [GraphNode] = [self]
    while let last = links.last, last.isChainLink, !last.children[0].keepsNodes {
      links.append(last.children[0])
    }
    var nodes: [Node]?
    for record in links.reversed() { nodes = record.output(replacingFirstChild: &nodes) }
    return nodes ?? []
  }

  /// This record's nodes made from its children's. `first`, when given, stands for the first
  /// child's nodes and is taken (left `nil`), so the result can grow it without a copy.
  private func output(replacingFirstChild first: inout [Node]?) -> [Node] {
    func takeFirst() -> [Node] {
      guard first != nil else { return children[0].nodes }
      let taken = first!
      first = nil
      return taken
    }
    func allChildNodes() -> [Node] {
      guard children.count > 1 else { return children.isEmpty ? [] : takeFirst() }
      if first == nil, children.allSatisfy(\.keepsNodes) { return gatherStoredNodes().nodes }
      var result = takeFirst()
      for child in children.dropFirst() { result.append(contentsOf: child.nodes) }
      return result
    }
    switch output {
    case .passthrough:
      return allChildNodes()
    case .leaf(let node):
      return [node]
    case .element(var node):
      // Appending to the children the node was made with copies them (they are shared with
      // `output`), so a node whose children are all its own leaves is returned as it is.
      if !leaves.isEmpty {
        node.children += childNodesAndLeaves()
      } else if node.children.isEmpty {
        node.children = allChildNodes()
      } else if !children.isEmpty {
        node.children += allChildNodes()
      }
      return [node]
    case .modified(let attributes, let slot):
      guard !children.isEmpty else { return [] }
      var extra = attributes
      if let slot, children.count > 1 {
        extra.append(Attribute(slot, .nodes(children[1].nodes)))
      }
      var result = takeFirst()
      for index in result.indices { result[index].attributes.append(contentsOf: extra) }
      return result
    case .defaults(let attributes):
      guard !children.isEmpty else { return [] }
      var result = takeFirst()
      for index in result.indices {
        for attribute in attributes where result[index][attribute.name] == nil {
          result[index].attributes.append(attribute)
        }
      }
      return result
    case .attached:
      guard !children.isEmpty else { return [] }
      var result = takeFirst()
      if !result.isEmpty {
        for child in children.dropFirst() { result[0].children.append(contentsOf: child.nodes) }
      }
      return result
    }
  }

  /// The nodes every child keeps, in order, into one array made for a node a child (a list's
  /// 10,000 rows are gathered without growing the array a dozen times, and each row is read
  /// once), and whether each child keeps one node.
  private func gatherStoredNodes() -> (nodes: [Node], onePerChild: Bool) {
    var onePerChild = true
    var result: [Node] = []
    result.reserveCapacity(children.count)
    for child in children {
      if child.nodesAreOutput {
        result.append(child.outputNode)
      } else {
        onePerChild = onePerChild && child.storedNodes.count == 1
        result.append(contentsOf: child.storedNodes)
      }
    }
    return (result, onePerChild)
  }

  /// The children's nodes with the leaves' nodes between them, in the content's order.
  private func childNodesAndLeaves() -> [Node] {
    var result: [Node] = []
    var next = 0
    for leaf in leaves {
      while next < leaf.recordsBefore {
        result += children[next].nodes
        next += 1
      }
      result.append(leaf.node)
    }
    for child in children[next...] { result += child.nodes }
    return result
  }
}
