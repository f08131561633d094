import VellumValues

/// A `Canvas` in text: a box taking the space offered (at least 2 by 2 cells, 2 rows along an
/// unbounded height), its outline drawn, and the texts its renderer drew at their places, a
/// point being 1/8 of a column and 1/16 of a row.
final class CanvasBox: LayoutBox {
  /// A text the renderer drew: where its anchor point is, in points, and which point of the
  /// text that is (0…1 across and down).
  struct DrawnText {
    let text: String
    let x: Double
    let y: Double
    let anchor: (x: Double, y: Double)
  }

  let texts: [DrawnText]

  init(texts: [DrawnText]) { self.texts = texts }

  override func wantsToGrow(along axis: Axis) -> Bool { true }

  override func measure(_ proposal: Proposal) -> CellSize {
    CellSize(width: max(2, proposal.width ?? 2), height: max(2, proposal.height ?? 2))
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    BorderBox(child: FillBox()).draw(in: rect, on: &canvas)
    let inner = rect.inset(top: 1, leading: 1, bottom: 1, trailing: 1)
    for label in texts {
      let width = label.text.count
      let column = Int((label.x / Cells.pointsPerColumn - label.anchor.x * Double(width)).rounded())
      let row = Int((label.y / Cells.pointsPerRow - label.anchor.y).rounded(.down))
      let x = max(0, min(column, inner.width - width))
      guard (0..<inner.height).contains(row), inner.width > 0 else { continue }
      canvas.draw(
        label.text, at: CellPoint(x: inner.x + x, y: inner.y + row), limit: inner.width - x)
    }
  }
}
