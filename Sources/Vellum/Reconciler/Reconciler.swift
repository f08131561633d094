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
  /// - Complexity: O(*n* log *n*) in the number of nodes, plus the cost of comparing attributes.
  public static func diff(_ old: Node, _ new: Node) -> [Patch] {
    var patches: [Patch] = []
    if old.role != new.role || old.identity != new.identity {
      patches.append(.replace(NodePath(), with: new))
    } else {
      diffNode(old, new, at: NodePath(), into: &patches)
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
  package static func diffChildren(
    _ old: [Node], _ new: [Node], of parent: NodePath, end: Identity?,
    into patches: inout [Patch]
  ) {
    var start = 0
    while start < old.count, start < new.count, old[start].identity == new[start].identity {
      diffMatched(old[start], new[start], parent: parent, into: &patches)
      start += 1
    }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > start, newEnd > start, old[oldEnd - 1].identity == new[newEnd - 1].identity {
      diffMatched(old[oldEnd - 1], new[newEnd - 1], parent: parent, into: &patches)
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
        diffMatched(node, new[position], parent: parent, into: &patches)
      } else {
        patches.append(.remove(parent.appending(node)))
      }
    }

    let stays = longestIncreasingSubsequence(oldPositionOfNew)
    var anchor = newEnd < new.count ? new[newEnd].identity : end
    for index in stride(from: newEnd - 1, through: start, by: -1) {
      let node = new[index]
      let oldPosition = oldPositionOfNew[index - start]
      if oldPosition < 0 {
        patches.append(.insert(node, into: parent, before: anchor))
      } else if !stays.contains(index - start) {
        patches.append(.move(parent.appending(node), before: anchor))
      }
      anchor = node.identity
    }
  }

  /// Diffs two siblings with the same identity: a replace when the role changed, else their
  /// attributes and children.
  private static func diffMatched(
    _ old: Node, _ new: Node, parent: NodePath, into patches: inout [Patch]
  ) {
    guard old != new else { return }
    if old.role != new.role {
      patches.append(.replace(parent.appending(old), with: new))
    } else {
      diffNode(old, new, at: parent.appending(old), into: &patches)
    }
  }

  private static func diffNode(
    _ old: Node, _ new: Node, at path: NodePath, into patches: inout [Patch]
  ) {
    if old.attributes != new.attributes {
      diffAttributes(old.attributes, new.attributes, at: path, into: &patches)
    }
    if old.children != new.children {
      diffChildren(old.children, new.children, of: path, end: nil, into: &patches)
    }
  }
}
