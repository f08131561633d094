/// What the graph needs to know about a view or modifier type to evaluate its values — whether
/// it is primitive, folds into the record that passes it on, is a tuple of views, is a leaf, is
/// a built-in modifier — found with one protocol cast each the first time the graph sees the
/// type, then read from the graph's table (``Graph/traits(of:)``).
///
/// A cast to a protocol (`view as? any PrimitiveView`) searches the runtime's conformance cache
/// on every call, and mounting a list row took seven of them. Each answer here comes with an
/// opener that calls the protocol's requirements on a value given by its address, so no value
/// is cast after the first of its type.
///
/// ```swift
/// let traits = record.graph.traits(of: V.self)
/// if let primitive = traits.primitive {
///   withUnsafePointer(to: view) { primitive.update($0, record) }
/// }
/// ```
@MainActor
final class ViewTraits {
  /// The type's update, when it is a ``PrimitiveView``.
  let primitive: (any PrimitiveOpening)?
  /// The type's fold into a passing record, when it is a ``FoldableView``.
  let foldable: (any FoldableOpening)?
  /// The type's reconciliation as content, when it is a ``TupleContent``.
  let tuple: (any TupleOpening)?
  /// The type's node, when it is a ``LeafView``.
  let leaf: (any LeafOpening)?
  /// The type's update of its content, when it is a ``PrimitiveModifier``.
  let modifier: (any ModifierOpening)?

  init(_ type: Any.Type) {
    func primitive<V: PrimitiveView>(_: V.Type) -> any PrimitiveOpening {
      PrimitiveOf<V>(typeCallsAppCode: (V.self as? any TypeDecidesAppCode.Type)?.callsAppCode)
    }
    func foldable<V: FoldableView & View>(_: V.Type) -> any FoldableOpening { FoldableOf<V>() }
    func tuple<V: TupleContent>(_: V.Type) -> any TupleOpening { TupleOf<V>() }
    func leaf<V: LeafView>(_: V.Type) -> any LeafOpening { LeafOf<V>() }
    func modifier<M: PrimitiveModifier>(_: M.Type) -> any ModifierOpening { ModifierOf<M>() }
    self.primitive = (type as? any PrimitiveView.Type).map { primitive($0) }
    self.foldable = (type as? any (FoldableView & View).Type).map { foldable($0) }
    self.tuple = (type as? any TupleContent.Type).map { tuple($0) }
    self.leaf = (type as? any LeafView.Type).map { leaf($0) }
    self.modifier = (type as? any PrimitiveModifier.Type).map { modifier($0) }
  }
}

/// Runs a ``PrimitiveView``'s requirements on a value of its type given by address.
@MainActor
protocol PrimitiveOpening {
  /// ``PrimitiveView/callsAppCode`` of the view at `view`.
  func callsAppCode(_ view: UnsafeRawPointer) -> Bool
  /// ``PrimitiveView/update(_:)`` of the view at `view`.
  func update(_ view: UnsafeRawPointer, _ record: GraphNode)
}

/// Runs a ``FoldableView``'s fold on a value of its type given by address.
@MainActor
protocol FoldableOpening {
  /// ``FoldableView/keepsMemory`` of the type.
  var keepsMemory: Bool { get }
  /// Runs the view at `view` on `record`, the record that passes it on.
  func fold(_ view: UnsafeRawPointer, into record: GraphNode)
}

/// Runs a ``TupleContent``'s reconciliation on a value of its type given by address.
@MainActor
protocol TupleOpening {
  /// ``TupleContent/reconcile(into:)`` of the tuple at `view`.
  func reconcile(_ view: UnsafeRawPointer, into reconciler: inout ContentReconciler)
}

/// Makes a ``LeafView``'s node from a value of its type given by address.
@MainActor
protocol LeafOpening {
  /// The node `record` makes of the leaf at `view` (see
  /// ``GraphNode/leafNode(_:identity:environment:recordsBefore:)``).
  func node(
    _ view: UnsafeRawPointer, in record: GraphNode, identity: Identity,
    environment: EnvironmentValues, recordsBefore: Int
  ) -> Node?
}

/// Runs a ``PrimitiveModifier``'s requirements on a value of its type given by address.
@MainActor
protocol ModifierOpening {
  /// ``PrimitiveModifier/callsAppCode`` of the type.
  var callsAppCode: Bool { get }
  /// ``PrimitiveModifier/update(_:content:)`` of the modifier at `modifier`.
  func update<Content: View>(_ modifier: UnsafeRawPointer, _ record: GraphNode, content: Content)
}

/// A primitive view whose ``PrimitiveView/callsAppCode`` is the same for every value of its
/// type and costs a cast to work out (modified content, which asks its modifier's type): the
/// traits ask once per type.
@MainActor
protocol TypeDecidesAppCode {
  /// Whether the update of values of this type may run the app's code.
  static var callsAppCode: Bool { get }
}

private struct PrimitiveOf<V: PrimitiveView>: PrimitiveOpening {
  /// The answer for every value, when the type decides it.
  let typeCallsAppCode: Bool?

  func callsAppCode(_ view: UnsafeRawPointer) -> Bool {
    typeCallsAppCode ?? view.assumingMemoryBound(to: V.self).pointee.callsAppCode
  }

  func update(_ view: UnsafeRawPointer, _ record: GraphNode) {
    view.assumingMemoryBound(to: V.self).pointee.update(record)
  }
}

private struct FoldableOf<V: FoldableView & View>: FoldableOpening {
  var keepsMemory: Bool { V.keepsMemory }

  func fold(_ view: UnsafeRawPointer, into record: GraphNode) {
    record.fold(view.assumingMemoryBound(to: V.self).pointee)
  }
}

private struct TupleOf<V: TupleContent>: TupleOpening {
  func reconcile(_ view: UnsafeRawPointer, into reconciler: inout ContentReconciler) {
    view.assumingMemoryBound(to: V.self).pointee.reconcile(into: &reconciler)
  }
}

private struct LeafOf<V: LeafView>: LeafOpening {
  func node(
    _ view: UnsafeRawPointer, in record: GraphNode, identity: Identity,
    environment: EnvironmentValues, recordsBefore: Int
  ) -> Node? {
    record.leafNode(
      view.assumingMemoryBound(to: V.self).pointee, identity: identity, environment: environment,
      recordsBefore: recordsBefore)
  }
}

private struct ModifierOf<M: PrimitiveModifier>: ModifierOpening {
  var callsAppCode: Bool { M.callsAppCode }

  func update<Content: View>(_ modifier: UnsafeRawPointer, _ record: GraphNode, content: Content) {
    modifier.assumingMemoryBound(to: M.self).pointee.update(record, content: content)
  }
}

extension Graph {
  /// What the graph knows about `type`, worked out the first time it is asked.
  func traits(of type: Any.Type) -> ViewTraits {
    if let known = viewTraits[type] { return known }
    let traits = ViewTraits(type)
    viewTraits[type] = traits
    return traits
  }
}
