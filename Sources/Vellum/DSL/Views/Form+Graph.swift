extension Form: PrimitiveView, FoldableElement {
  /// Evaluated where it is, as its own record's update (see `FoldableElement`).
  public func _evaluate(in record: _ViewRecord) { record.node.evaluateElement(self) }

  /// Folded into the record that passes it on, which becomes the form's element.
  public func _passThrough(in record: _ViewRecord, foldsModifiers: Bool) { record.node.fold(self) }

  package func update(_ record: GraphNode) {
    if record.drawsWithCustomStyle({ FormStyleConfiguration(content: AnyView(content)) }) {
      return
    }
    record.element(.form, content: content)
  }
}
