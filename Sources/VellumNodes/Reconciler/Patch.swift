/// One change to a node tree. A list of patches from `Reconciler.diff(_:_:)` turns the old tree
/// into the new one when applied in order.
///
/// Nodes are addressed by ``NodePath``; positions among siblings are given by the identity of
/// the sibling a node goes before (`nil` for the end), as the DOM's `insertBefore` does.
///
/// ```swift
/// Patch.set(path, Attribute(.text, .string("8")), at: 0, replacing: .string("7"))
/// ```
public enum Patch: Hashable, Sendable {
  /// Inserts `node` as a child of the node at the path, before the sibling with the given
  /// identity (or at the end).
  case insert(Node, into: NodePath, before: Identity?)
  /// Removes the node at the path.
  case remove(NodePath)
  /// Moves the node at the path before the sibling with the given identity (or to the end).
  case move(NodePath, before: Identity?)
  /// Replaces the node at the path (a different role or identity) with a new node.
  case replace(NodePath, with: Node)
  /// Sets the attribute at an index of the node at the path: replacing the value `replacing`,
  /// or inserting the attribute there when `replacing` is `nil`.
  case set(NodePath, Attribute, at: Int, replacing: AttributeValue?)
  /// Removes the attribute at an index of the node at the path.
  case unset(NodePath, Attribute, at: Int)

  /// The operation's name: `insert`, `remove`, `move`, `replace`, `set` or `unset`.
  public var operation: String {
    switch self {
    case .insert: "insert"
    case .remove: "remove"
    case .move: "move"
    case .replace: "replace"
    case .set: "set"
    case .unset: "unset"
    }
  }
}

extension Patch: CustomStringConvertible {
  /// One line: the operation, the path and what changed.
  ///
  /// ```
  /// set     List/Text[id: 7]  text: "7" → "8"
  /// insert  List/Text[id: 9]  text: "9"  at end
  /// move    List/Text[id: 2]  before [id: 5]
  /// ```
  public var description: String {
    let head = operation.padding(toLength: 8, withPad: " ", startingAt: 0)
    switch self {
    case .insert(let node, let parent, let anchor):
      let attributes = node.attributesOutline
      return head + parent.appending(node).description
        + (attributes.isEmpty ? "" : "  " + attributes) + position(anchor)
    case .remove(let path):
      return head + path.description
    case .move(let path, let anchor):
      return head + path.description + position(anchor)
    case .replace(let path, let node):
      return head + path.description + "  with " + node.outlineLine
    case .set(let path, let attribute, _, let old?):
      return head + path.description + "  \(attribute.name): "
        + old.outline(isBound: attribute.isBound) + " → "
        + attribute.value.outline(isBound: attribute.isBound)
    case .set(let path, let attribute, _, nil), .unset(let path, let attribute, _):
      return head + path.description + "  " + attribute.outline
    }
  }

  private func position(_ anchor: Identity?) -> String {
    guard let anchor else { return "  at end" }
    let keyed = anchor.keyedDescription
    return "  before " + (keyed.isEmpty ? anchor.description : keyed)
  }
}
