extension LayoutBuilder {
  /// `box`, writing the rectangle it is drawn in to the geometry log under `node`'s identity
  /// when the graph is measuring.
  func logged(_ node: Node, _ box: LayoutBox) -> LayoutBox {
    guard let geometryLog else { return box }
    let identity = node.identity
    return LoggedBox(child: box) { geometryLog.frames[identity] = $0 }
  }

  /// A canvas: its outline and the texts its renderer drew.
  func canvasBox(for node: Node) -> LayoutBox {
    guard case .list(let operations) = node[.canvasOperations] else {
      return CanvasBox(texts: [])
    }
    let texts = operations.compactMap { operation -> CanvasBox.DrawnText? in
      guard operation[field: .kind] == .name("text"),
        case .string(let text) = operation[field: .label],
        let x = operation[field: .x].flatMap(number), let y = operation[field: .y].flatMap(number)
      else { return nil }
      var anchor = (x: 0.5, y: 0.5)
      if case .list(let pair) = operation[field: .anchor], pair.count == 2 {
        anchor = (number(pair[0]) ?? 0.5, number(pair[1]) ?? 0.5)
      }
      return CanvasBox.DrawnText(text: text, x: x, y: y, anchor: anchor)
    }
    return CanvasBox(texts: texts)
  }
}
