import VellumValues

/// A view drawn moved by whole cells (`offset`), keeping its place and size in the layout, as
/// SwiftUI's offset does: the siblings do not move.
final class OffsetBox: LayoutBox {
  let dx: Int
  let dy: Int
  let child: LayoutBox

  init(dx: Int, dy: Int, child: LayoutBox) {
    self.dx = dx
    self.dy = dy
    self.child = child
  }

  override func wantsToGrow(along axis: Axis) -> Bool { child.isFlexible(along: axis) }

  override func measure(_ proposal: Proposal) -> CellSize { child.size(for: proposal) }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    child.draw(
      in: CellRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height),
      on: &canvas)
  }
}
