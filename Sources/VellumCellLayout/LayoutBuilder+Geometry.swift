import VellumNodes
import VellumValues

extension LayoutBuilder {
  /// A canvas: its outline and the texts its renderer drew.
  func canvasBox(for node: Node) -> LayoutBox {
    guard case .list(let operations) = node[.canvasOperations] else {
      return CanvasBox(texts: [])
    }
    let texts = operations.compactMap { operation -> CanvasBox.DrawnText? in
      guard operation[field: .kind] == .name(.text),
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

  /// A custom layout: its subviews where the graph's run of the layout placed them.
  func customLayoutBox(for node: Node, style: InheritedTextStyle) -> LayoutBox {
    var size: CellSize?
    if let measured = node[.measuredSize], let width = measured[field: .width].flatMap(number),
      let height = measured[field: .height].flatMap(number)
    {
      size = CellSize(width: Cells.columns(width), height: Cells.rows(height))
    }
    let placements = node.layoutPlacementRects.map { rect in
      rect.map {
        CellRect(
          x: Cells.start($0.x, step: Cells.pointsPerColumn),
          y: Cells.start($0.y, step: Cells.pointsPerRow),
          width: Cells.columns($0.width), height: Cells.rows($0.height))
      }
    }
    return CustomLayoutBox(
      children: node.children.map { box(for: $0, style: style) }, size: size,
      placements: placements)
  }
}
