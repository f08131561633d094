import VellumHotPaths

/// Several views in sequence, as built by a `@ViewBuilder` block; each child's identity is its
/// position.
///
/// ```swift
/// let pair = TupleView((Text("A"), Text("B")))
/// ```
public struct TupleView<T>: View {
  /// The views, as a tuple.
  public var value: T
  /// How the tuple's views are read out of ``value``: made once per tuple type and shared, so
  /// a tuple view stores its views once (and boxes none of them) however often it is built.
  /// Unretained: every shape lives as long as the process, so a tuple view neither retains nor
  /// releases it, and reads it borrowed.
  @usableFromInline let shape: Unretained<TupleShape>

  /// Wraps a tuple of views.
  ///
  /// ```swift
  /// TupleView((Text("A"), Text("B")))
  /// ```
  ///
  /// Inlinable, so a screen's tuples are built by code specialized to their views' types.
  @inlinable
  public init<each Content: View>(_ value: (repeat each Content)) where T == (repeat each Content) {
    // The shape is read from the views' types alone, so the tuple is moved in, not copied.
    shape = TupleShape.of(T.self) {
      var elements: [TupleShape.Element] = []
      var end = 0
      repeat elements.append(.make(after: &end, of: (each Content).self))
      return elements
    }
    self.value = value
  }

  /// Views whose number is known only when running, as the textual language's interpreter
  /// builds them; they reconcile exactly as a tuple of the same views.
  package init(children: [any View]) where T == [any View] {
    value = children
    shape = Unretained(TupleShape.dynamic)
  }

  /// A tuple view is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

/// Where each view of one tuple type lies in the tuple, and how to read it as a view.
///
/// The offsets follow from the elements' sizes and alignments (``TupleLayout``).
@MainActor @usableFromInline
final class TupleShape {
  /// One view of the tuple: how to read it from the tuple's first byte, and how to hand it
  /// to a ``ContentReconciler`` as a leaf or as a view, decided once for its type (by the
  /// subclass made for it, ``ViewElement`` or ``LeafElement``).
  ///
  /// A class, not a pair of closures: a tuple's elements are called on every reconciliation
  /// of every row, and a closure read out of an array is retained for its call and released
  /// after it, where an object is called borrowed from its array (see
  /// ``Swift/Array/forEachBorrowed(_:)``).
  @MainActor @usableFromInline
  class Element {
    /// The element's byte offset in the tuple.
    final let offset: Int

    fileprivate init(offset: Int) { self.offset = offset }

    /// The element of type `V` that follows the elements ending at `end`; moves `end` past
    /// it.
    @usableFromInline
    static func make<V: View>(after end: inout Int, of _: V.Type) -> Element {
      let offset = TupleLayout.offset(of: V.self, after: &end)
      if let leaf = V.self as? any LeafView.Type { return leafElement(of: leaf, at: offset) }
      return ViewElement<V>(offset: offset)
    }

    private static func leafElement<L: LeafView>(of _: L.Type, at offset: Int) -> Element {
      LeafElement<L>(offset: offset)
    }

    /// The view in the tuple at `tuple`.
    func read(_ tuple: ValueAddress) -> any View {
      preconditionFailure("an element of a tuple is a view or a leaf")
    }

    /// Hands the view in the tuple at `tuple` to `reconciler` as the tuple's `index`th.
    func reconcile(_ tuple: ValueAddress, _ index: Int, _ reconciler: inout ContentReconciler) {
      preconditionFailure("an element of a tuple is a view or a leaf")
    }
  }

  /// An element whose view gets a record of its own.
  private class ViewElement<V: View>: Element {
    override func read(_ tuple: ValueAddress) -> any View {
      tuple.advanced(by: offset).load(as: V.self)
    }

    override func reconcile(
      _ tuple: ValueAddress, _ index: Int, _ reconciler: inout ContentReconciler
    ) {
      reconciler.child(tuple.advanced(by: offset).load(as: V.self), at: index)
    }
  }

  /// An element whose view is a leaf, handed to a reconciler with no cast; read as any view.
  ///
  /// The class is made for its leaf type when running, so its code is generic: it learns how
  /// to copy, compare and make the node of its leaf from the leaf's type at every step. For
  /// the leaves rows are made of (`Text`, `Image`, `Spacer`, `Divider` and a button with a
  /// text label) the reconciliation is also compiled for the type, and the generic code
  /// passes them on to it: a 10,000-row list of `HStack { Text; Spacer; Button }` mounts in
  /// 505 fewer instructions a row (12,702 → 12,197); in time, most alternating runs were a few
  /// percent faster (docs/Performance.md, the twenty-second round).
  private final class LeafElement<L: LeafView>: ViewElement<L> {
    /// Where the leaves made at this position share their nodes (see ``LeafNodeMemos``).
    let memo = LeafNodeMemo<L>()

    @_specialize(where L == Text)
    @_specialize(where L == Image)
    @_specialize(where L == Spacer)
    @_specialize(where L == Divider)
    @_specialize(where L == Button<Text>)
    override func reconcile(
      _ tuple: ValueAddress, _ index: Int, _ reconciler: inout ContentReconciler
    ) {
      // Where the tuple keeps it, not a copy.
      tuple.advanced(by: offset).withValue(as: L.self) {
        reconciler.leaf(&$0, at: index, memo: memo)
      }
    }
  }

  /// The elements, or `nil` for a tuple view of views known only when running.
  let elements: [Element]?

  private init(elements: [Element]?) { self.elements = elements }

  /// The shape of a tuple view made from an array of views.
  static let dynamic = TupleShape(elements: nil)

  /// Read on every tuple view's construction in single accesses, so exempt from the run-time
  /// exclusivity check.
  private static let shapes = UncheckedCell(TypeTable<Unretained<TupleShape>>())

  /// The shape of tuples of `type`, made with `elements` the first time it is asked for.
  /// Shapes are kept for the life of the process.
  @usableFromInline
  static func of(_ type: Any.Type, elements: () -> [Element]) -> Unretained<TupleShape> {
    if let shape = shapes.value[type] { return shape }
    // Retained once and never released: kept for the life of the process.
    let shape = Unretained(keepingForever: TupleShape(elements: elements()))
    shapes.value[type] = shape
    return shape
  }

  /// The views of `value`, a tuple of this shape (or the array of a dynamic one).
  func views<T>(of value: T) -> [any View] {
    guard let elements else { return value as! [any View] }
    return withAddress(of: value) { tuple in elements.map { $0.read(tuple) } }
  }
}

extension TupleView {
  /// The views, in order.
  package var children: [any View] { shape.withObject { $0.views(of: value) } }

  /// Each view is read from the tuple where it is and handed to a reconciler by its shape's
  /// element, which knows whether the view's type is a leaf: no view is cast or boxed, and
  /// the tuple is not copied.
  ///
  /// ```swift
  /// TupleView((Text("A"), Toggle("B", isOn: $on)))
  ///   ._reconcileContent(in: _ViewRecord(record), environment: nil)
  /// ```
  public func _reconcileContent(in record: _ViewRecord, environment: EnvironmentValues?) {
    var reconciler = ContentReconciler(
      record: record.node, foldsLeaves: record.node.isElement, environment: environment)
    shape.withObject { shape in
      guard let count = shape.elements?.count else {
        for (index, view) in (value as! [any View]).enumerated() {
          reconciler.view(view, at: index)
        }
        return
      }
      reconciler.viewCount = count
      withAddress(of: value) { Self.reconcile(shape, of: $0, into: &reconciler) }
    }
    record.node.finishContent(consume reconciler)
  }

  /// Hands each element of `shape`, whose tuple is at `tuple`, on. The elements take the
  /// tuple's address as an argument instead of capturing it: a closure made on the main actor
  /// and handed to them would check the executor each time it runs, and a list's rows
  /// reconcile their tuples on every rebuild.
  private static func reconcile(
    _ shape: TupleShape, of tuple: ValueAddress, into reconciler: inout ContentReconciler
  ) {
    shape.elements?.forEachBorrowed { index, element in
      element.reconcile(tuple, index, &reconciler)
    }
  }

  /// A tuple view is evaluated as its own record's update, where it is.
  ///
  /// ```swift
  /// TupleView((Text("A"), Text("B")))._evaluate(in: _ViewRecord(record))
  /// ```
  public func _evaluate(in record: _ViewRecord) {
    record.node.evaluatePrimitive(self, callsAppCode: false)
  }
}
