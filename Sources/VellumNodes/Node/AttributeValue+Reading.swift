extension AttributeValue {
  /// The value as a number: a real number, or a whole one; `nil` for any other case.
  ///
  /// ```swift
  /// node[.spacing]?.number   // 8.0
  /// ```
  package var number: Double? {
    switch self {
    case .double(let double): double
    case .int(let int): Double(int)
    default: nil
    }
  }

  /// The value as text, for a string; `nil` for any other case.
  ///
  /// ```swift
  /// node[.text]?.string   // "Save"
  /// ```
  package var string: String? {
    if case .string(let string) = self { return string }
    return nil
  }
}

extension Node {
  /// The value of `name` set on a presentation's content, found above any presentation nested
  /// inside it (a sheet's detents, its drag indicator).
  ///
  /// ```swift
  /// sheet.presentedValue(.presentationDetents)   // [medium, large]
  /// ```
  package func presentedValue(_ name: AttributeName) -> AttributeValue? {
    var stack = children
    while let node = stack.popLast() {
      if let value = node[name] { return value }
      stack += node.children.filter { !$0.role.isPresentation }
    }
    return nil
  }

  /// For a picker, the text of the option whose tag is the selection, or `nil` when none is.
  ///
  /// ```swift
  /// picker.pickedOptionText   // "Vanilla"
  /// ```
  package var pickedOptionText: String? {
    pickerOptions.first(where: isChosen)?.visibleText
  }

  /// For a picker, its options: the children of its `options` node, in order.
  ///
  /// ```swift
  /// picker.pickerOptions.map(\.visibleText)   // ["Vanilla", "Chocolate"]
  /// ```
  package var pickerOptions: [Node] {
    children.first { $0.role == .options }?.children ?? []
  }

  /// For a picker, whether `option` is the one chosen: it has a tag, and the tag is the
  /// picker's selection.
  ///
  /// ```swift
  /// picker.pickerOptions.filter(picker.isChosen)   // [the option tagged "vanilla"]
  /// ```
  package func isChosen(_ option: Node) -> Bool {
    option[.tag] != nil && option[.tag] == self[.selection]
  }

  /// For a cell of a `Grid` row, the columns it spans (`gridCellColumns`, at least 1).
  package var gridSpan: Int {
    if case .int(let count) = self[.gridCellColumns] { return max(1, count) }
    return 1
  }

  /// For a `Grid`, its number of columns: the most any row's cells span; a view outside rows
  /// takes one row and every column.
  package var gridColumnCount: Int {
    let counts = children.map { row in
      row.role == .gridRow ? row.children.reduce(0) { $0 + $1.gridSpan } : 1
    }
    return max(1, counts.max() ?? 1)
  }

  /// A custom layout's placements as its graph recorded them: each subview's rectangle from
  /// the layout's top-leading corner, in points, or `nil` for a subview it did not place.
  package var layoutPlacementRects: [(x: Double, y: Double, width: Double, height: Double)?] {
    guard case .list(let rects) = self[.layoutPlacements] else { return [] }
    return rects.map { rect in
      guard let x = rect[field: .x]?.number, let y = rect[field: .y]?.number,
        let width = rect[field: .width]?.number, let height = rect[field: .height]?.number
      else { return nil }
      return (x, y, width, height)
    }
  }
}
