extension View {
  /// Evaluates the view: a view with a body runs it; a view whose body is `Never` is a
  /// primitive, whose update the graph's table of types finds (see
  /// ``GraphNode/evaluateOpened(_:)``). Every primitive's body is `Never`, so an app's views
  /// are told apart by comparing two types, without a look-up.
  ///
  /// ```swift
  /// MyRow()._evaluate(in: _ViewRecord(record))   // runs MyRow's body
  /// ```
  public func _evaluate(in record: _ViewRecord) {
    guard Self.mayBePrimitive else {
      record.node.evaluateBody(of: self)
      return
    }
    record.node.evaluateOpened(self)
  }

  /// Whether a view of this type may be primitive (or a leaf, or fold into the record that
  /// passes it on): only when its body is `Never`, as every primitive's is. A view with a
  /// body is told apart by comparing two types, without looking it up in the graph's table.
  static var mayBePrimitive: Bool { Body.self == Never.self }

  /// Passes the view on through the graph's table of types (see
  /// ``GraphNode/passThroughOpened(_:foldsModifiers:)``).
  ///
  /// ```swift
  /// MyRow()._passThrough(in: _ViewRecord(record), foldsModifiers: true)
  /// ```
  public func _passThrough(in record: _ViewRecord, foldsModifiers: Bool) {
    record.node.passThroughOpened(self, foldsModifiers: foldsModifiers)
  }

  /// Reconciles the view as one child, or as a leaf node of an element (see
  /// ``GraphNode/reconcileOpened(_:environment:)``).
  ///
  /// ```swift
  /// Text("A")._reconcileContent(in: _ViewRecord(record), environment: nil)
  /// ```
  public func _reconcileContent(in record: _ViewRecord, environment: EnvironmentValues?) {
    record.node.reconcileOpened(self, environment: environment)
  }
}

extension ViewModifier {
  /// Applies the modifier's body (see ``GraphNode/applyBody(of:to:)``): built-in modifiers
  /// apply themselves (see ``PrimitiveModifier``).
  ///
  /// ```swift
  /// Card()._apply(to: Text("A"), in: _ViewRecord(record))   // runs Card's body
  /// ```
  public func _apply<Content: View>(to content: Content, in record: _ViewRecord) {
    record.node.applyBody(of: self, to: content)
  }

  /// A modifier keeps no memory in the record that passes its content on, unless it is one of
  /// Vellum's memory-keeping modifiers (``FoldableModifier``).
  ///
  /// ```swift
  /// Card._foldsIntoRecord   // false
  /// ```
  public static var _foldsIntoRecord: Bool { false }
}
