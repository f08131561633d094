extension List: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.output = .element(
      Node(
        role: .list, identity: record.identity,
        attributes: record.styleAttribute(.list, as: .listStyle)))
    if let selection, let column = record.environment.splitColumn {
      column.selections.register(selection, column: column.index)
    }
    // The environment is changed only when there is a selection to pass down (or an outer one
    // to clear): a changed environment re-evaluates every row, and a plain list must not.
    guard selection != nil || record.environment.listSelection != nil else {
      record.updateChild(0, content)
      return
    }
    var environment = record.environment
    environment.listSelection = selection
    record.updateChild(0, content, environment: environment)
  }
}
