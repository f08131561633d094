extension ZStack: PrimitiveView, FoldableElement {
  /// Evaluated where it is, as its own record's update (see `FoldableElement`).
  public func _evaluate(in record: _ViewRecord) { record.node.evaluateElement(self) }

  /// Folded into the record that passes it on, which becomes the stack's element.
  public func _passThrough(in record: _ViewRecord, foldsModifiers: Bool) { record.node.fold(self) }

  package func update(_ record: GraphNode) {
    guard !alignment.isCustom else {
      LayoutView(layout: AnyLayout(ZStackLayout(alignment: alignment)), content: content).update(
        record)
      return
    }
    record.stackElement(.zStack, alignment, spacing: nil, content, defaultAlignment: .center)
  }
}
