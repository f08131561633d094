import Foundation
import VellumHotPaths

/// Computes the patches that turn one node tree into another, and applies patches to a tree.
///
/// Children are matched by identity. Keyed child lists are ordered with the longest increasing
/// subsequence of the old positions, so only the nodes outside it move: reversing *n* rows is
/// *n* − 1 moves, moving one row is one move, inserting a row is one insert.
///
/// ```swift
/// let patches = Reconciler.diff(old, new)
/// try Reconciler.apply(patches, to: old) == new   // true
/// ```
public enum Reconciler {
  /// The patches that turn `old` into `new`.
  ///
  /// The trees are walked with an explicit stack, so any nesting depth is handled, and child
  /// lists that share storage are skipped without being compared.
  ///
  /// - Complexity: O(*n* log *n*) in the number of nodes, plus the cost of comparing attributes.
  public static func diff(_ old: Node, _ new: Node) -> [Patch] {
    var patches: [Patch] = []
    if old.role != new.role || old.identity != new.identity {
      patches.append(.replace(NodePath(), with: new))
    } else {
      var walk = DiffWalk()
      walk.pending.append(.node(old, new, PathLink(path: NodePath())))
      walk.run(into: &patches)
    }
    return patches
  }

  /// The patches that turn the run `old` of a parent's children into `new`, where the node after
  /// the run (if any) has identity `end`.
  ///
  /// - Parameters:
  ///   - old: The run's nodes before the change.
  ///   - new: The run's nodes after the change.
  ///   - parent: The path of the node whose children the run is part of.
  ///   - end: The identity of the sibling that follows the run, or `nil` when the run ends the
  ///     list.
  ///   - splices: How child lists of `new` changed in place, by the path of the node whose
  ///     children they are: where `old` holds ``Node/splicedChildren`` in place of such a list,
  ///     only the splice's windows are compared.
  package static func diffChildren(
    _ old: [Node], _ new: [Node], of parent: NodePath, end: Identity?,
    splices: [NodePath: NodeSplice] = [:], into patches: inout [Patch]
  ) {
    var walk = DiffWalk(splices: splices)
    walk.pending.append(.children(old, new, PathLink(path: parent), end: end))
    walk.run(into: &patches)
  }
}

/// A path kept as a link to its parent's path, so walking down a deep tree does not copy the
/// path at every level; it becomes a ``NodePath`` only when a patch names it.
private final class PathLink {
  let parent: PathLink?
  let step: NodePath.Step?
  let prefix: NodePath

  init(path: NodePath) {
    parent = nil
    step = nil
    prefix = path
  }

  init(_ parent: PathLink, _ node: Node) {
    self.parent = parent
    step = NodePath.Step(role: node.role, identity: node.identity)
    prefix = NodePath()
  }

  var path: NodePath {
    var steps: [NodePath.Step] = []
    var link: PathLink? = self
    var root = NodePath()
    while let current = link {
      if let step = current.step { steps.append(step) } else { root = current.prefix }
      link = current.parent
    }
    root.steps.append(contentsOf: steps.reversed())
    return root
  }

  func appending(_ node: Node) -> NodePath {
    path.appending(node)
  }
}

/// The diff as a loop over pending work instead of recursion: each item is either a patch to
/// emit or a pair of nodes (or child lists) to compare, and expanding an item pushes what it
/// found in reverse, so patches come out in the order a recursive walk would give them.
private struct DiffWalk {
  enum Work {
    case patch(Patch)
    case node(Node, Node, PathLink)
    case children([Node], [Node], PathLink, end: Identity?)
  }

  /// How child lists changed in place, by the path of the node whose children they are (see
  /// ``Reconciler/diffChildren(_:_:of:end:splices:into:)``).
  let splices: [NodePath: NodeSplice]
  var pending: [Work] = []
  private var found: [Work] = []

  init(splices: [NodePath: NodeSplice] = [:]) {
    self.splices = splices
  }

  mutating func run(into patches: inout [Patch]) {
    while let work = pending.popLast() {
      switch work {
      case .patch(let patch):
        patches.append(patch)
      case .node(let old, let new, let link):
        expandNode(old, new, at: link)
      case .children(let old, let new, let link, let end):
        expandChildren(old, new, of: link, end: end)
      }
      pending.append(contentsOf: found.reversed())
      found.removeAll(keepingCapacity: true)
    }
  }

  private mutating func expandNode(_ old: Node, _ new: Node, at link: PathLink) {
    if old.attributes != new.attributes {
      var attributePatches: [Patch] = []
      Reconciler.diffAttributes(
        old.attributes, new.attributes, at: link.path, into: &attributePatches)
      found.append(contentsOf: attributePatches.map(Work.patch))
    }
    if !old.children.sharesStorage(with: new.children) {
      found.append(.children(old.children, new.children, link, end: nil))
    }
  }

  /// The splice of the children of the node at `link`, when `old`, their old list, is
  /// ``Node/splicedChildren``: the list changed in place.
  private func splice(of old: [Node], at link: PathLink) -> NodeSplice? {
    guard !splices.isEmpty, old.count == 1, old[0].role == .splicedChildren else { return nil }
    return splices[link.path]
  }

  /// Compares two child lists: one changed in place, whose old list was let go of, by the
  /// windows of its splice (see ``splices``), any other as a whole.
  private mutating func expandChildren(
    _ old: [Node], _ new: [Node], of parent: PathLink, end: Identity?
  ) {
    if let splice = splice(of: old, at: parent) {
      expandSplice(splice, new, of: parent, end: end)
    } else {
      expandChildLists(old, new, of: parent, end: end)
    }
  }

  /// Matches children by identity: common prefix and suffix first, then the rest by position
  /// of identity, keeping the longest increasing run of old positions in place.
  private mutating func expandChildLists(
    _ old: [Node], _ new: [Node], of parent: PathLink, end: Identity?
  ) {
    // The unchanged ends are scanned through the arrays' buffers, so a row that did not change
    // is compared in place, without copying its node; a row handed on as it was (the same
    // role, identity, attributes and children: the same bytes) is passed over at once.
    var start = 0
    var oldEnd = old.count
    var newEnd = new.count
    let (oldNodes, newNodes) = (old.elementsInPlace, new.elementsInPlace)
    while start < oldNodes.count, start < newNodes.count {
      if Node.sameBytes(oldNodes.address(at: start), newNodes.address(at: start)) {
        start += 1
        continue
      }
      guard oldNodes[start].identity == newNodes[start].identity else { break }
      if !oldNodes[start].isUnchanged(comparedWith: newNodes[start]) {
        matched(oldNodes[start], newNodes[start], parent: parent)
      }
      start += 1
    }
    while oldEnd > start, newEnd > start {
      if !Node.sameBytes(oldNodes.address(at: oldEnd - 1), newNodes.address(at: newEnd - 1)) {
        guard oldNodes[oldEnd - 1].identity == newNodes[newEnd - 1].identity else { break }
        if !oldNodes[oldEnd - 1].isUnchanged(comparedWith: newNodes[newEnd - 1]) {
          matched(oldNodes[oldEnd - 1], newNodes[newEnd - 1], parent: parent)
        }
      }
      oldEnd -= 1
      newEnd -= 1
    }
    guard start < oldEnd || start < newEnd else { return }

    var newPositions: [Identity: Int] = [:]
    newPositions.reserveCapacity(newEnd - start)
    for index in start..<newEnd { newPositions[new[index].identity] = index }
    var oldPositionOfNew = [Int](repeating: -1, count: newEnd - start)
    for index in start..<oldEnd {
      let node = old[index]
      if let position = newPositions[node.identity] {
        oldPositionOfNew[position - start] = index
        matched(node, new[position], parent: parent)
      } else {
        found.append(.patch(.remove(parent.appending(node))))
      }
    }

    let stays = longestIncreasingSubsequence(oldPositionOfNew)
    let parentPath = parent.path
    var anchor = newEnd < new.count ? new[newEnd].identity : end
    for index in stride(from: newEnd - 1, through: start, by: -1) {
      let node = new[index]
      let oldPosition = oldPositionOfNew[index - start]
      if oldPosition < 0 {
        found.append(.patch(.insert(node, into: parentPath, before: anchor)))
      } else if !stays.contains(index - start) {
        found.append(.patch(.move(parentPath.appending(node), before: anchor)))
      }
      anchor = node.identity
    }
  }

  /// The children `new` where the old tree has a marker for a list changed in place: when they
  /// are that list, each window of the splice, the last first, anchored at the node after it,
  /// so the nodes it names exist when its patches are applied; else (a node above added
  /// children of its own to the list, or the splice kept the whole old list) the old list,
  /// rebuilt, compared with `new` as a whole.
  private mutating func expandSplice(
    _ splice: NodeSplice, _ new: [Node], of parent: PathLink, end: Identity?
  ) {
    guard case .windows(let windows) = splice.change, new.sharesStorage(with: splice.nodes) else {
      expandChildLists(splice.oldNodes, new, of: parent, end: end)
      return
    }
    for window in windows.reversed() {
      let after = window.start + window.count
      expandChildLists(
        window.old, Array(new[window.start..<after]), of: parent,
        end: after < new.count ? new[after].identity : end)
    }
  }

  /// Two siblings with the same identity: a replace when the role changed, else their
  /// attributes and children, unless they are the same.
  private mutating func matched(_ old: Node, _ new: Node, parent: PathLink) {
    if old.role != new.role {
      found.append(.patch(.replace(parent.appending(old), with: new)))
    } else if old.attributes != new.attributes
      || !old.children.sharesStorage(with: new.children)
    {
      found.append(.node(old, new, PathLink(parent, old)))
    }
  }
}

extension Node {
  /// Whether the nodes at `lhs` and `rhs` are the same bytes: the same role, and the same
  /// identity, attribute and child storage, so the same node. Unequal bytes (padding included)
  /// only mean the nodes must be compared.
  fileprivate static func sameBytes(_ lhs: ValueAddress, _ rhs: ValueAddress) -> Bool {
    lhs.bytesEqual(rhs, count: MemoryLayout<Node>.size)
  }

  /// Whether `other`, a node with the same identity, is this node unchanged: the same role, and
  /// the same attribute and child storage (a record that was not evaluated again hands on its
  /// nodes as they were). A `false` answer only means the nodes must be compared.
  fileprivate func isUnchanged(comparedWith other: Node) -> Bool {
    role == other.role && attributes.sharesStorage(with: other.attributes)
      && children.sharesStorage(with: other.children)
  }
}
