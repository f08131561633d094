/// Reconciles the views of a tuple, one at a time, as a record's content: a view gets a child
/// record at its position, a leaf in an element's content becomes a node the record makes
/// (see ``GraphNode/updateContent(_:environment:)``).
///
/// A tuple's shape hands each view on already knowing whether its type is a leaf, so the
/// views are neither cast nor boxed.
///
/// ```swift
/// var reconciler = ContentReconciler(record: record, foldsLeaves: true, environment: nil)
/// TupleView((Text("A"), Toggle("B", isOn: $on))).reconcile(into: &reconciler)
/// reconciler.records   // 1: the toggle's; the text is a leaf
/// ```
@MainActor
package struct ContentReconciler {
  /// The record whose content this is.
  let record: GraphNode
  /// Whether leaves become nodes the record makes (it is an element).
  let foldsLeaves: Bool
  /// The content's environment; the record's when `nil`.
  let environment: EnvironmentValues?
  /// The environment leaves are made in: ``environment`` or the record's, found once for the
  /// content rather than once for each leaf (a retain and a release of it each time).
  private let leafEnvironment: EnvironmentValues
  /// The child records reconciled so far.
  private(set) var records = 0
  /// The nodes of the leaves made so far, in order.
  private(set) var leafNodes: [Node] = []
  /// How many child records come before each of ``leafNodes``, kept only from the first leaf
  /// that follows a record (the leaves before it have none before them): content of leaves
  /// alone, a row's text and button, keeps no positions.
  private var recordsBefore: [Int] = []
  /// The number of views the content has, when known: the first leaf reserves room for the
  /// views from it on, so a row of leaves fills one array instead of growing it.
  var viewCount = 0

  init(record: GraphNode, foldsLeaves: Bool, environment: EnvironmentValues?) {
    self.record = record
    self.foldsLeaves = foldsLeaves
    self.environment = environment
    leafEnvironment = environment ?? record.environment
  }

  /// Reconciles `view`, at `index` in the tuple, as the next child record.
  mutating func child<V: View>(_ view: consuming V, at index: Int) {
    record.updateChild(records, view, component: .index(index), environment: environment)
    records += 1
  }

  /// Makes `leaf`, at `index` in the tuple, into a node of the record's element, or reconciles
  /// it as a child record when the record is no element or the leaf needs a record.
  mutating func leaf<L: LeafView>(_ leaf: inout L, at index: Int) {
    self.leaf(&leaf, at: index, memo: nil)
  }

  /// Makes `leaf` into a node as ``leaf(_:at:)`` does, sharing the node kept in `memo`, its
  /// position's in a tuple view's type, when it can (see ``LeafNodeMemos``).
  mutating func leaf<L: LeafView>(_ leaf: inout L, at index: Int, memo: LeafNodeMemo<L>?) {
    if foldsLeaves,
      let node = record.leafNode(
        leaf, identity: Identity(first: .index(index)),
        environment: leafEnvironment, recordsBefore: records, memo: memo)
    {
      if leafNodes.isEmpty { leafNodes.reserveCapacity(max(1, viewCount - index)) }
      if records > 0 {
        while recordsBefore.count < leafNodes.count { recordsBefore.append(0) }
        recordsBefore.append(records)
      }
      leafNodes.append(node)
      return
    }
    child(leaf, at: index)
  }

  /// The leaves made into nodes, and where they go among the child records' nodes.
  var leaves: [GraphNode.LeafPiece] {
    leafNodes.indices.map { index in
      GraphNode.LeafPiece(
        recordsBefore: index < recordsBefore.count ? recordsBefore[index] : 0,
        node: leafNodes[index])
    }
  }

  /// Reconciles a view whose type is known only when running (a tuple view the textual
  /// language built).
  mutating func view(_ view: any View, at index: Int) {
    if var leaf = view as? any LeafView {
      self.leaf(&leaf, at: index)
    } else {
      child(view, at: index)
    }
  }
}
