import VellumHotPaths

extension Node {
  /// The node's children as list rows: a `ForEach` in edit mode groups its rows under an
  /// editable-rows node, which this flattens, giving each row the group's edit actions but
  /// those its `deleteDisabled` or `moveDisabled` takes away.
  ///
  /// ```swift
  /// list.listRows.map(\.visibleText)   // ["Dishes", "Laundry", "Not editable"]
  /// ```
  public var listRows: [Node] {
    // Read in place: `contains(where:)` would copy (retain and release) every row.
    let hasEditableRows = children.elementsInPlace.contains { $0.role == .editableRows }
    guard hasEditableRows else { return children }
    return children.flatMap { child -> [Node] in
      guard child.role == .editableRows, case .list(let actions) = child[.editActions] else {
        return [child]
      }
      return child.children.map { row in
        var row = row
        let allowed = actions.filter { action in
          row[action == .name(.delete) ? .deleteDisabled : .moveDisabled] != .bool(true)
        }
        if !allowed.isEmpty { row.attributes.append(Attribute(.editActions, .list(allowed))) }
        return row
      }
    }
  }
}
