/// Several views in sequence, as built by a `@ViewBuilder` block; each child's identity is its
/// position.
///
/// ```swift
/// let pair = TupleView((Text("A"), Text("B")))
/// ```
public struct TupleView<T>: View {
  /// The views, as a tuple.
  public var value: T
  package let children: [any View]

  /// Wraps a tuple of views.
  ///
  /// ```swift
  /// TupleView((Text("A"), Text("B")))
  /// ```
  public init<each Content: View>(_ value: (repeat each Content)) where T == (repeat each Content) {
    self.value = value
    var count = 0
    for _ in repeat each value { count += 1 }
    var children: [any View] = []
    children.reserveCapacity(count)
    for child in repeat each value { children.append(child) }
    self.children = children
  }

  /// Views whose number is known only when running, as the textual language's interpreter
  /// builds them; they reconcile exactly as a tuple of the same views.
  package init(children: [any View]) where T == Void {
    value = ()
    self.children = children
  }

  /// A tuple view is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

/// A view whose content is a fixed list of views, which a record takes as its own children.
@MainActor
package protocol TupleContent {
  /// The views, in order.
  var children: [any View] { get }
}

extension TupleView: TupleContent {}

extension TupleView: PrimitiveView {
  package var callsAppCode: Bool { false }

  package func update(_ record: GraphNode) {
    record.output = .passthrough
    for (index, child) in children.enumerated() {
      record.updateChild(index, child, component: .index(index))
    }
  }
}
