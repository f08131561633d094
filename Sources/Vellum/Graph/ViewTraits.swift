import VellumHotPaths

/// What the graph needs to know about a view type to evaluate its values — whether it is
/// primitive, folds into the record that passes it on, is a leaf — found with one protocol
/// cast each the first time the graph sees the type, then read from the graph's table
/// (``Graph/traits(of:)``).
///
/// A cast to a protocol (`view as? any PrimitiveView`) searches the runtime's conformance cache
/// on every call, and mounting a list row took seven of them. Each answer here comes with an
/// opener that calls the protocol's requirements on a value of the type, so no value is cast
/// after the first of its type.
///
/// The openers take the value itself, generically, and reinterpret it as their own type (it is
/// that type), which copies it: the views a list's rows are made of (stacks, modified content,
/// tuples) skip the table through `View`'s hidden requirements (``View/_evaluate(in:)`` and the
/// others, see ``_ViewRecord``), whose defaults come here only for views whose body is `Never`;
/// built-in modifiers apply themselves (``PrimitiveModifier``).
///
/// ```swift
/// let traits = record.graph.traits(of: V.self)
/// if let primitive = traits.primitive { primitive.update(view, record) }
/// ```
@MainActor
final class ViewTraits {
  /// The type's update, when it is a ``PrimitiveView``.
  let primitive: (any PrimitiveOpening)?
  /// The type's fold into a passing record, when it is a ``FoldableView``.
  let foldable: (any FoldableOpening)?
  /// The type's node, when it is a ``LeafView``.
  let leaf: (any LeafOpening)?

  init(_ type: Any.Type) {
    func primitive<V: PrimitiveView>(_: V.Type) -> any PrimitiveOpening {
      PrimitiveOf<V>(typeCallsAppCode: (V.self as? any TypeDecidesAppCode.Type)?.callsAppCode)
    }
    func foldable<V: FoldableView & View>(_: V.Type) -> any FoldableOpening { FoldableOf<V>() }
    func leaf<V: LeafView>(_: V.Type) -> any LeafOpening { LeafOf<V>() }
    self.primitive = (type as? any PrimitiveView.Type).map { primitive($0) }
    self.foldable = (type as? any (FoldableView & View).Type).map { foldable($0) }
    self.leaf = (type as? any LeafView.Type).map { leaf($0) }
  }
}

/// Runs a ``PrimitiveView``'s requirements on a value of its type.
@MainActor
protocol PrimitiveOpening {
  /// ``PrimitiveView/callsAppCode`` of `view`.
  func callsAppCode<V>(_ view: V) -> Bool
  /// ``PrimitiveView/update(_:)`` of `view`.
  func update<V>(_ view: V, _ record: GraphNode)
}

/// Runs a ``FoldableView``'s fold on a value of its type.
@MainActor
protocol FoldableOpening {
  /// ``FoldableView/keepsMemory`` of the type.
  var keepsMemory: Bool { get }
  /// Runs `view` on `record`, the record that passes it on.
  func fold<V>(_ view: V, into record: GraphNode)
}

/// Makes a ``LeafView``'s node from a value of its type.
@MainActor
protocol LeafOpening {
  /// The node `record` makes of the leaf `view` (see
  /// ``GraphNode/leafNode(_:identity:environment:recordsBefore:)``).
  func node<V>(
    _ view: V, in record: GraphNode, identity: Identity, environment: EnvironmentValues,
    recordsBefore: Int
  ) -> Node?
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

  func callsAppCode<Value>(_ view: Value) -> Bool {
    typeCallsAppCode ?? opened(view, as: V.self).callsAppCode
  }

  func update<Value>(_ view: Value, _ record: GraphNode) {
    opened(view, as: V.self).update(record)
  }
}

private struct FoldableOf<V: FoldableView & View>: FoldableOpening {
  var keepsMemory: Bool { V.keepsMemory }

  func fold<Value>(_ view: Value, into record: GraphNode) {
    record.fold(opened(view, as: V.self))
  }
}

private struct LeafOf<V: LeafView>: LeafOpening {
  func node<Value>(
    _ view: Value, in record: GraphNode, identity: Identity, environment: EnvironmentValues,
    recordsBefore: Int
  ) -> Node? {
    record.leafNode(
      opened(view, as: V.self), identity: identity, environment: environment,
      recordsBefore: recordsBefore)
  }
}

/// `value`, which is of type `T`, as a `T`: an opener is only ever given values of its own
/// type, which the traits were found for.
private func opened<Value, T>(_ value: Value, as type: T.Type) -> T {
  uncheckedCast(value, to: type)
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
