import VellumValues

/// A box drawn around a child with line-drawing characters, one cell on each side.
final class BorderBox: LayoutBox {
  let child: LayoutBox

  init(child: LayoutBox) { self.child = child }

  override func wantsToGrow(along axis: Axis) -> Bool { child.isFlexible(along: axis) }

  override func measure(_ proposal: Proposal) -> CellSize {
    let inner = child.size(
      for: Proposal(
        width: proposal.width.map { max(0, $0 - 2) }, height: proposal.height.map { max(0, $0 - 2) }
      ))
    return CellSize(width: inner.width + 2, height: inner.height + 2)
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let inner = rect.width - 2
    canvas.draw("┌" + String(repeating: "─", count: inner) + "┐", at: rect.origin)
    for row in 1..<(rect.height - 1) {
      canvas.draw("│", at: CellPoint(x: rect.x, y: rect.y + row))
      canvas.draw("│", at: CellPoint(x: rect.x + rect.width - 1, y: rect.y + row))
    }
    canvas.draw(
      "└" + String(repeating: "─", count: inner) + "┘",
      at: CellPoint(x: rect.x, y: rect.y + rect.height - 1))
    child.draw(in: rect.inset(top: 1, leading: 1, bottom: 1, trailing: 1), on: &canvas)
  }
}
