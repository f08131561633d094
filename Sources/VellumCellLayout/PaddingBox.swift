import VellumValues

/// Space around a child: the child is offered the proposal less the insets.
final class PaddingBox: LayoutBox {
  let top: Int
  let leading: Int
  let bottom: Int
  let trailing: Int
  let child: LayoutBox

  init(top: Int, leading: Int, bottom: Int, trailing: Int, child: LayoutBox) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
    self.child = child
  }

  override func wantsToGrow(along axis: Axis) -> Bool { child.isFlexible(along: axis) }

  override func measure(_ proposal: Proposal) -> CellSize {
    let inner = child.size(
      for: Proposal(
        width: proposal.width.map { max(0, $0 - leading - trailing) },
        height: proposal.height.map { max(0, $0 - top - bottom) }))
    return CellSize(width: inner.width + leading + trailing, height: inner.height + top + bottom)
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    child.draw(
      in: rect.inset(top: top, leading: leading, bottom: bottom, trailing: trailing), on: &canvas)
  }
}
