/// Where a node sits in a tree: the role and identity of each node from the root's child down.
///
/// Children are found by identity, which is unique among siblings (see `Node+Invariants`), so a
/// path stays valid when siblings are inserted, removed or moved.
///
/// ```swift
/// path.description   // "List/Text[id: 7]"
/// ```
public struct NodePath: Hashable, Sendable, CustomStringConvertible {
  /// One node on the way down.
  public struct Step: Hashable, Sendable {
    /// The node's role, for readable renderings.
    public var role: Role
    /// The node's identity, which finds it among its siblings.
    public var identity: Identity

    /// A step to the child with this role and identity.
    ///
    /// ```swift
    /// NodePath.Step(role: .text, identity: Identity([.index(0)]))
    /// ```
    public init(role: Role, identity: Identity) {
      self.role = role
      self.identity = identity
    }
  }

  /// The steps from the root's child down; empty for the root itself.
  public var steps: [Step]

  /// A path from steps.
  ///
  /// ```swift
  /// NodePath([])   // the root
  /// ```
  public init(_ steps: [Step] = []) { self.steps = steps }

  /// This path extended to `node`, a child of the node it names.
  ///
  /// ```swift
  /// NodePath().appending(listNode)
  /// ```
  public func appending(_ node: Node) -> NodePath {
    var copy = self
    copy.steps.append(Step(role: node.role, identity: node.identity))
    return copy
  }

  /// `VStack/Button[id: 1]/Text`, or `Root` for the root itself.
  public var description: String {
    guard !steps.isEmpty else { return "Root" }
    return steps.map { step in
      step.role.rawValue + step.identity.keyedDescription
    }.joined(separator: "/")
  }
}

extension Identity {
  /// The keyed components only (`[id: 7]`, `#3`; an attachment's key as `#true`), as
  /// renderings show them.
  package var keyedDescription: String {
    components.compactMap { component -> String? in
      switch component {
      case .key, .explicit: component.description
      case .attachment(_, let key, _): key.map { "#\($0)" }
      case .index, .branch: nil
      }
    }.joined()
  }
}
