import VellumHotPaths

/// Finds, once per view type, where its dynamic properties (`@State`, `@Environment`, …) are
/// stored, and links them to a record's persistent storage before the body runs.
///
/// The field offsets come from ``RuntimeLayout``, so linking a view is a walk over a cached
/// array, not a `Mirror` per evaluation.
@MainActor
enum FieldLayout {
  /// A dynamic property at a byte offset inside a view value.
  struct Field {
    let offset: Int
    let type: any GraphProperty.Type
  }

  /// Read on every body's evaluation in single accesses, so exempt from the run-time
  /// exclusivity check.
  private static let cache = UncheckedCell(TypeTable<[Field]>())

  /// The dynamic properties of `type`, including those inside custom `DynamicProperty` structs.
  static func fields(of type: Any.Type) -> [Field] {
    if let cached = cache.value[type] { return cached }
    var fields: [Field] = []
    collect(type, base: 0, into: &fields)
    cache.value[type] = fields
    return fields
  }

  private static func collect(_ type: Any.Type, base: Int, into fields: inout [Field]) {
    for field in RuntimeLayout.storedFields(of: type) ?? [] {
      if let property = field.type as? any GraphProperty.Type {
        fields.append(Field(offset: base + field.offset, type: property))
      } else if field.kind == .struct, field.type is any DynamicProperty.Type {
        collect(field.type, base: base + field.offset, into: &fields)
      }
    }
  }

  /// Links every dynamic property of `view` to `record`'s slots and runs `evaluate` with the
  /// view to evaluate: `view` itself, or a copy whose properties have boxes of their own when
  /// `view`'s are bound to another record's storage.
  ///
  /// A view value is a description: hosted twice, or shown at a second identity, it carries the
  /// same property boxes to both places, and each place keeps its own state, as a SwiftUI state
  /// belongs to its view's place in one hierarchy ("State", Apple's documentation: "SwiftUI
  /// manages the property's storage" for the view's identity). The copy's closures (a button's
  /// action) then write the state of the place that made them.
  ///
  /// When a property cannot be satisfied (a missing environment object), `evaluate` does not
  /// run: the record shows an error node instead. `evaluate` returns nothing, so that no
  /// generic optional result is made on every evaluation.
  @inline(__always)
  static func withLinked<V>(_ view: V, to record: GraphNode, _ evaluate: (V) -> Void) {
    let fields = fields(of: V.self)
    guard !fields.isEmpty else { return evaluate(view) }
    // Where the view is, not a copy (a retain and a release of each of its references); see
    // `withAddress(of:_:)` for why the closure is handed to a function of ours.
    switch withAddress(of: view, { link(fields, of: $0, to: record, rebinding: false) }) {
    case .linked: return evaluate(view)
    case .failed, .missing: return
    case .boundElsewhere:
      var own = view
      let linked = withWritableAddress(of: &own) {
        link(fields, of: $0, to: record, rebinding: true)
      }
      if linked == .linked { evaluate(own) }
    }
  }

  private static func link(
    _ fields: [Field], of base: ValueAddress, to record: GraphNode, rebinding: Bool
  ) -> PropertyLink {
    var result = PropertyLink.linked
    for (slot, field) in fields.enumerated() {
      let address = base.advanced(by: field.offset)
      switch linkField(field.type, at: address, slot: slot, record, rebinding: rebinding) {
      case .linked: continue
      case .boundElsewhere: result = .boundElsewhere
      case .missing(let failure):
        record.output = .leaf(
          Node(
            role: .error, identity: record.identity,
            attributes: [Attribute(.message, .string(failure))]))
        record.trimChildren(to: 0)
        record.graph.problem(failure)
        return .failed
      case .failed: return .failed
      }
    }
    return result
  }

  private static func linkField<P: GraphProperty>(
    _ type: P.Type, at address: ValueAddress, slot: Int, _ record: GraphNode, rebinding: Bool
  ) -> PropertyLink {
    if rebinding {
      return address.modify(as: P.self) { property in
        switch property.link(to: record, slot: slot) {
        case .boundElsewhere: return property.rebind(to: record, slot: slot)
        case let other: return other
        }
      }
    }
    // Where the view keeps it, not a copy: linking changes nothing in it.
    return address.withValue(as: P.self) { $0.link(to: record, slot: slot) }
  }
}

/// How linking a dynamic property to a record went.
package enum PropertyLink: Equatable {
  /// Linked: the property reads and writes the record's storage.
  case linked
  /// The property's box is bound to another record's storage (its view value is hosted twice,
  /// or shown at a second identity); a copy of the view gets a box of its own
  /// (``GraphProperty/rebind(to:slot:)``).
  case boundElsewhere
  /// The property cannot be satisfied; the message says what is missing.
  case missing(String)
  /// Linking stopped at an earlier property that could not be satisfied.
  case failed
}

/// A property wrapper whose value lives in the graph rather than in the view value.
@MainActor
package protocol GraphProperty {
  /// Connects this property, where its view keeps it, to the record's storage at `slot`;
  /// changes nothing in the property itself.
  func link(to record: GraphNode, slot: Int) -> PropertyLink
  /// Gives this property, in a copy of its view, a box of its own linked to the record's
  /// storage at `slot`, after ``link(to:slot:)`` found its box bound to another record's.
  mutating func rebind(to record: GraphNode, slot: Int) -> PropertyLink
}

extension GraphNode {
  /// The storage object at `slot`, created by `make` on first use or when its type changed.
  package func slot<T: AnyObject>(_ index: Int, make: () -> T) -> T {
    if let existing = slots[index] as? T { return existing }
    let created = make()
    slots[index] = created
    return created
  }
}
