import VellumHotPaths

extension GraphNode {
  /// What a keyed update changed among a record's rows, in terms of its node array: the runs of
  /// old nodes that the rows at `records` (positions among the new children) replace. Every
  /// other row is the one that made the nodes between the runs, unchanged.
  struct SplicePlan {
    /// One run of the old node array and the new rows whose nodes replace it.
    struct Window {
      let oldNodes: Range<Int>
      let records: Range<Int>
    }

    /// The runs, in order and apart.
    let windows: [Window]
    /// The number of nodes before the update.
    let oldNodeCount: Int
    /// The number of children after the update.
    let childCount: Int
  }

  /// The rows of a range of a record's children, read once by a keyed update: which need a
  /// new view, and where each row's nodes are in the record's node array (see
  /// ``scanRows(_:changedUnless:in:nodesFrom:)``).
  struct RowScan {
    /// The rows that need a new view, with the positions of their nodes in the node array.
    var changed: [(index: Int, nodes: Range<Int>)] = []
    /// Where the node array's run for the rows scanned ends.
    var nodeEnd: Int
    /// Whether every row scanned keeps its nodes, so the run can be changed in place.
    var keepNodes = true
  }

  /// The largest share of a list's rows a keyed update may change for its node array to be
  /// changed in place: a larger change (a reversal, a shuffle) gathers a new array, which costs
  /// about as much and keeps the diff whole.
  private static let spliceDivisor = 4

  /// Reads the children in `range` once, where the array keeps them (without retaining each):
  /// where each row's nodes are in this record's node array, whose run for the range starts at
  /// `start`, and, unless `same` is `nil` (rows matched by key, not by place), the rows that
  /// need a new view — all but those in `same` (made from the same element as before) that are
  /// not dirty and whose environment is `environment`.
  func scanRows(
    _ range: Range<Int>, changedUnless same: Range<Int>?, in environment: EnvironmentValues,
    nodesFrom start: Int
  ) -> RowScan {
    do {
      let rows = children.elementsInPlace
      var scan = RowScan(nodeEnd: start)
      for index in range {
        let row = rows[index]
        let count = row.keepsNodes ? row.keptNodeCount : 0
        scan.keepNodes = scan.keepNodes && row.keepsNodes
        if let same, !same.contains(index) || !row.isUnchanged(in: environment) {
          scan.changed.append((index, scan.nodeEnd..<(scan.nodeEnd + count)))
        }
        scan.nodeEnd += count
      }
      return scan
    }
  }

  /// Plans to change this record's node array in place when it next assembles, instead of
  /// gathering every row's nodes into a new one, for a keyed update that replaces the old
  /// nodes `middle.old` with the rows at `middle.new` and gives the end rows `remadeEnds` (new
  /// positions and old nodes, in order) new views; `oldNodeCount` is the array's length before
  /// and `keepNodes` whether every old row kept its nodes.
  ///
  /// Called by ``updateKeyedChildren(_:previous:key:content:)`` before it replaces the middle
  /// of the children. Planned only in an update pass (whose diff can use the splice), for a
  /// record whose array is the children of its parent's element node and nothing else (a
  /// `ForEach` alone in a `List` or a stack), and when few rows change.
  func planSplice(
    middle: (old: Range<Int>, new: Range<Int>), remadeEnds: [(new: Int, old: Range<Int>)],
    oldNodeCount: Int, keepNodes: Bool, childCount: Int
  ) {
    let changedRows = children.count - childCount + 2 * middle.new.count + remadeEnds.count
    guard keepNodes, !graph.snapshots.isEmpty, case .passthrough = output, keepsNodes,
      !nodesAreOutput, storedNodes.count == oldNodeCount,
      changedRows <= max(32, children.count / Self.spliceDivisor),
      let parent, parent.children.count == 1, parent.leaves.isEmpty,
      case .element(let node) = parent.output, node.children.isEmpty
    else { return }
    var windows: [SplicePlan.Window] = []
    // The rows before the middle by their positions, not their nodes': a row with no nodes
    // starts where the middle does.
    var remade = remadeEnds[...]
    while let row = remade.first, row.new < middle.new.lowerBound {
      windows.append(SplicePlan.Window(oldNodes: row.old, records: row.new..<(row.new + 1)))
      remade = remade.dropFirst()
    }
    if !middle.old.isEmpty || !middle.new.isEmpty {
      windows.append(SplicePlan.Window(oldNodes: middle.old, records: middle.new))
    }
    for row in remade {
      windows.append(SplicePlan.Window(oldNodes: row.old, records: row.new..<(row.new + 1)))
    }
    graph.splicePlans[ObjectIdentifier(self)] = SplicePlan(
      windows: windows, oldNodeCount: oldNodeCount, childCount: childCount)
  }

  /// Assembles this record's nodes by changing its array in place as `plan` says, after
  /// letting everything that shares the array let go of it (see ``Graph/letGoOfNodes(of:for:)``),
  /// and tells the pass's diff where it changed (``Graph/splices``). Returns `false`, changing
  /// nothing, when the rows are no longer what the plan was made for.
  func assembleSplicing(_ plan: SplicePlan) -> Bool {
    guard children.count == plan.childCount, keepsNodes, !nodesAreOutput,
      storedNodes.count == plan.oldNodeCount, case .passthrough = output
    else { return false }
    // No row changed: the array stays as it is, and the diff passes over it.
    guard !plan.windows.isEmpty else { return true }
    var newNodes: [[Node]] = []
    // The array keeps one node per child when it did and each new row has one.
    var onePerChild = hasOneNodePerChild
    for window in plan.windows {
      var nodes: [Node] = []
      for index in window.records {
        let row = children[index]
        guard row.keepsNodes else { return false }
        onePerChild = onePerChild && row.keptNodeCount == 1
        nodes += row.nodes
      }
      newNodes.append(nodes)
    }
    hasOneNodePerChild = onePerChild
    graph.letGoOfNodes(of: self)
    var edited: [NodeSplice.Window] = []
    // The last run first, so the runs before it are still where the plan found them.
    for (window, new) in zip(plan.windows, newNodes).reversed() {
      let old = Array(storedNodes[window.oldNodes])
      storedNodes.replaceSubrange(window.oldNodes, with: new)
      edited.append(
        NodeSplice.Window(start: window.oldNodes.lowerBound, count: new.count, old: old))
    }
    edited.reverse()
    var shift = 0
    for index in edited.indices {
      edited[index].start += shift
      shift += edited[index].count - edited[index].old.count
    }
    graph.splices[ObjectIdentifier(self)] = (self, .windows(edited))
    return true
  }

  /// Before this record's nodes change again in the pass that changed them in place (a row
  /// below it changed too), makes its splice keep the whole old array, since the windows
  /// would no longer say all that changed.
  func keepSpliceWhole() {
    let key = ObjectIdentifier(self)
    guard let (_, change) = graph.splices[key], case .windows = change else { return }
    graph.splices[key] = (self, .whole(change.oldNodes(given: storedNodes)))
  }
}

extension Graph {
  /// Lets the records above `record` and this pass's snapshots let go of `record`'s node
  /// array, so that changing it in place copies nothing: in each, ``Node/splicedChildren``
  /// takes the place of the array as the children of its node.
  ///
  /// Every record above a record evaluated in a pass is assembled again in it, and the diff
  /// compares that node's children by the splice kept for its path (``splices``), so nothing
  /// else reads the placeholder. A holder where the node is not found along the element
  /// records above `record` (it is inside an attribute, or behind a long list of siblings)
  /// keeps the array, which is then copied when changed and diffed whole, as without a splice.
  func letGoOfNodes(of record: GraphNode) {
    let array = record.storedNodes
    let key = ObjectIdentifier(record)
    if let snapshot = snapshots[key], snapshot.sharesStorage(with: array) {
      snapshots[key] = Node.splicedChildren
    }
    // The element nodes from the holder down to the array's node, nearest first.
    var elements: [NodePath.Step] = []
    var holder = record.parent
    while let current = holder {
      if case .element(let node) = current.output {
        elements.append(NodePath.Step(role: node.role, identity: node.identity))
      }
      let steps = Array(elements.reversed())[...]
      if current.keepsNodes, !current.nodesAreOutput {
        Self.letGo(of: array, in: &current.storedNodes, along: steps)
      }
      let key = ObjectIdentifier(current)
      if snapshots[key] != nil {
        Self.letGo(of: array, in: &snapshots[key]!, along: steps)
      }
      holder = current.parent
    }
  }

  /// The longest list of siblings searched for a node on the way to the array let go of.
  private static let letGoSearchLimit = 64

  /// Finds the node at `steps` below `nodes` and, if its children are `array`, puts
  /// ``Node/splicedChildren`` in their place.
  private static func letGo(
    of array: [Node], in nodes: inout [Node], along steps: ArraySlice<NodePath.Step>
  ) {
    guard let step = steps.first, nodes.count <= letGoSearchLimit else { return }
    var index = 0
    while index < nodes.count,
      nodes[index].identity != step.identity || nodes[index].role != step.role
    {
      index += 1
    }
    guard index < nodes.count else { return }
    if steps.count > 1 {
      letGo(of: array, in: &nodes[index].children, along: steps.dropFirst())
    } else if nodes[index].children.sharesStorage(with: array) {
      nodes[index].children = Node.splicedChildren
    }
  }
}
