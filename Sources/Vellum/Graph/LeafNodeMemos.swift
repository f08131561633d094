import VellumHotPaths

/// The nodes of leaves made again and again in one update pass, handed out again instead of
/// made anew: a list's rows repeat their buttons' labels and their constant texts, and an equal
/// node that shares the first one's arrays saves each row their allocations, the memory they
/// keep and their freeing.
///
/// Each position of a view's content (an element of a tuple view's type, in every row that
/// type is the content of) has a ``LeafNodeMemo``. The first leaf made there in a pass only
/// marks it: most positions make one leaf a pass, and keeping it would cost them an
/// allocation's worth of copies for nothing. The second is kept with its environment; every
/// later leaf there that makes the same node (``LeafView/makesSameNode(as:)``) in the identical
/// environment gets the kept node, and any other leaf makes its own (the kept one is not
/// replaced, so rows that differ cost a comparison, not a retain and a release each, and after
/// eight in a row that differ, not even that until the pass ends). The graph lets go of the
/// kept leaves and nodes when the pass ends, so nothing they hold (a button's action, the
/// environment's objects) outlives it.
///
/// ```swift
/// let memo = LeafNodeMemo<Text>()
/// var memos = LeafNodeMemos()
/// let text = Text("Delete")
/// memos.node(of: text, in: memo, identity: id, environment: env, graph: graph)  // made
/// memos.node(of: text, in: memo, identity: id, environment: env, graph: graph)  // kept
/// memos.node(of: text, in: memo, identity: id, environment: env, graph: graph)  // shared
/// memos.endPass()
/// ```
@MainActor
struct LeafNodeMemos {
  /// The memos that keep a node this pass.
  private var kept: [LeafNodeMemoBase] = []
  /// The current pass's number, which marks the memos used in it.
  private var pass: UInt32 = 1

  /// The node of `leaf`, made with `identity` in `environment` at the position of `memo`: the
  /// node kept there when an earlier leaf of this pass made the same node in the identical
  /// environment, or a new one.
  mutating func node<Leaf: LeafView>(
    of leaf: Leaf, in memo: LeafNodeMemo<Leaf>, identity: Identity,
    environment: EnvironmentValues, graph: Graph
  ) -> Node {
    switch memo.lookUp(leaf, environment: environment, pass: pass, graph: graph) {
    case .kept(let node):
      assert(node.identity == identity, "a memo's leaves have one identity")
      return node
    case .keep:
      let node = leaf.node(identity: identity, environment: environment)
      memo.keep(leaf, node: node, environment: environment)
      kept.append(memo)
      return node
    case .make:
      return leaf.node(identity: identity, environment: environment)
    }
  }

  /// Lets go of the leaves and nodes kept this pass and starts the next.
  mutating func endPass() {
    for memo in kept { memo.letGo() }
    kept.removeAll(keepingCapacity: true)
    pass &+= 1
  }
}

/// A ``LeafNodeMemo`` of any leaf type, for the graph to let go of at the end of a pass.
@MainActor
class LeafNodeMemoBase {
  /// Lets go of the kept leaf and node.
  func letGo() {}
}

/// The leaf and node kept at one position of a view's content (see ``LeafNodeMemos``).
///
/// The kept leaf lives in a ``ValueSlot``, not in an optional: the memo's methods run
/// unspecialized (the leaf type is known only when running), where every use of an optional of
/// it would look the optional's type up.
@MainActor
final class LeafNodeMemo<Leaf: LeafView>: LeafNodeMemoBase {
  /// What a look-up found.
  enum Found {
    /// A node to share.
    case kept(Node)
    /// Nothing: make the node and keep it.
    case keep
    /// Nothing: make the node.
    case make
  }

  /// The kept leaf, full while ``isKeeping``.
  private let leaf = ValueSlot<Leaf>()
  /// The kept node.
  private var node: Node?
  /// Whether a leaf and node are kept, read without copying the node out of its optional.
  private var isKeeping = false
  /// How many leaves in a row this pass made a node other than the kept one. Past
  /// ``missLimit`` the memo stops comparing until the pass ends: a list's rows' own texts never
  /// match the kept one, and comparing each would cost every row a comparison for nothing.
  private var misses = 0
  /// The leaves in a row that may differ from the kept one before the memo stops comparing.
  private static var missLimit: Int { 8 }
  /// The environment the kept node was made in, kept so that its identity is not another's.
  private var environment: EnvironmentValues?
  /// The identity of ``environment``, compared without a retain and a release of it.
  private var environmentIdentity: ObjectIdentifier?
  /// The graph and pass that last made a leaf here.
  private var graph: ObjectIdentifier?
  private var pass: UInt32 = 0

  /// What to do with `leaf` in `environment`, made in `graph`'s pass `pass`.
  func lookUp(
    _ leaf: Leaf, environment: EnvironmentValues, pass: UInt32, graph: Graph
  ) -> Found {
    let graph = ObjectIdentifier(graph)
    guard self.pass == pass, self.graph == graph else {
      // A pass's first leaf here, or one of another host's pass run inside it: marked.
      if !isKeeping {
        self.pass = pass
        self.graph = graph
      }
      return .make
    }
    guard isKeeping else { return .keep }
    guard misses < Self.missLimit else { return .make }
    // The kept leaf compared where it is: read out, it would be copied for the call. The kept
    // node is read only once it is shared: read first, a leaf that differs (every row's own
    // text) would pay a retain and a release of each of its arrays.
    guard environmentIdentity == environment.identity,
      self.leaf.withValue({ leaf.makesSameNode(as: $0) }),
      let node
    else {
      misses += 1
      return .make
    }
    misses = 0
    return .kept(node)
  }

  /// Keeps `leaf`'s `node`, made in `environment`.
  func keep(_ leaf: Leaf, node: Node, environment: EnvironmentValues) {
    self.leaf.fill(with: leaf)
    self.node = node
    isKeeping = true
    misses = 0
    self.environment = environment
    environmentIdentity = environment.identity
  }

  override func letGo() {
    guard isKeeping else { return }
    leaf.empty()
    node = nil
    isKeeping = false
    environment = nil
    environmentIdentity = nil
  }

  isolated deinit {
    letGo()
  }
}
