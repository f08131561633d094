import VellumValues

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
    /// The node's text, shown beside a key that differs from run to run (`[id: UUID "Tacos"]`);
    /// not part of the step's equality.
    public var label: String?

    /// Steps are equal when their roles and identities are.
    public static func == (lhs: Step, rhs: Step) -> Bool {
      lhs.role == rhs.role && lhs.identity == rhs.identity
    }

    /// Hashes the role and identity.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(role)
      hasher.combine(identity)
    }

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
    copy.steps.append(Step(node))
    return copy
  }

  /// `VStack/Button[id: 1]/Text`, or `Root` for the root itself.
  public var description: String {
    guard !steps.isEmpty else { return "Root" }
    return steps.map { step in
      step.role.rawValue + step.identity.keyedDescription(label: step.label)
    }.joined(separator: "/")
  }
}

extension Identity {
  /// The keyed components only (`[id: 7]`, `#3`; an attachment's key as `#true`), as
  /// renderings show them.
  package var keyedDescription: String { keyedDescription(label: nil) }

  /// The keyed components, with `label` (the node's text) beside a key that differs from run to
  /// run: `[id: UUID "Tacos"]`.
  package func keyedDescription(label: String?) -> String {
    components.compactMap { component -> String? in
      switch component {
      case .key(let key) where key.isPerRun && label != nil:
        "[id: \(key) \(quoted(label!))]"
      case .explicit(let key) where key.isPerRun && label != nil:
        "#\(key) \(quoted(label!))"
      case .key, .explicit: component.description
      case .attachment(_, let key, _): key.map { "#\($0)" }
      case .index, .branch: nil
      }
    }.joined()
  }

  /// Whether a key of this identity differs from run to run.
  package var hasPerRunKey: Bool {
    components.contains { component in
      switch component {
      case .key(let key), .explicit(let key): key.isPerRun
      default: false
      }
    }
  }
}

extension NodePath.Step {
  /// The step to `node`, labelled with its text when its key differs from run to run.
  ///
  /// ```swift
  /// NodePath.Step(rowNode).label   // "Tacos"
  /// ```
  public init(_ node: Node) {
    self.init(role: node.role, identity: node.identity)
    if node.identity.hasPerRunKey { label = node.rowLabel }
  }
}

extension Node {
  /// The text a row shows, shortened, to tell apart rows whose keys differ from run to run.
  package var rowLabel: String {
    let text = visibleText
    return text.count > 40 ? String(text.prefix(39)) + "…" : text
  }
}
