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

  /// Links every dynamic property of `view` to `record`'s slots.
  ///
  /// - Returns: `false` when a property cannot be satisfied (a missing environment object); the
  ///   record then shows an error node instead of evaluating the body.
  static func link<V>(_ view: V, to record: GraphNode) -> Bool {
    let fields = fields(of: V.self)
    guard !fields.isEmpty else { return true }
    // Where the view is, not a copy (a retain and a release of each of its references); see
    // `withAddress(of:_:)` for why the closure is handed to a function of ours.
    return withAddress(of: view) { link(fields, of: $0, to: record) }
  }

  private static func link(
    _ fields: [Field], of base: ValueAddress, to record: GraphNode
  ) -> Bool {
    for (slot, field) in fields.enumerated() {
      if let failure = linkField(
        field.type, at: base.advanced(by: field.offset), slot: slot, record)
      {
        record.output = .leaf(
          Node(
            role: .error, identity: record.identity,
            attributes: [Attribute(.message, .string(failure))]))
        record.trimChildren(to: 0)
        record.graph.problem(failure)
        return false
      }
    }
    return true
  }

  private static func linkField<P: GraphProperty>(
    _ type: P.Type, at address: ValueAddress, slot: Int, _ record: GraphNode
  ) -> String? {
    // Where the view keeps it, not a copy: linking changes nothing in it.
    address.withValue(as: P.self) { $0.link(to: record, slot: slot) }
  }
}

/// A property wrapper whose value lives in the graph rather than in the view value.
@MainActor
package protocol GraphProperty {
  /// Connects this property to the record's storage at `slot`.
  ///
  /// - Returns: `nil` when linked, or a message saying what is missing.
  func link(to record: GraphNode, slot: Int) -> String?
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
