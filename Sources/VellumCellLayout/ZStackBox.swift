import VellumValues

/// Children layered in one place, each offered the whole proposal and placed by alignment.
final class ZStackBox: LayoutBox {
  let alignment: Alignment
  let children: [LayoutBox]

  init(alignment: Alignment, children: [LayoutBox]) {
    self.alignment = alignment
    self.children = children
  }

  override func wantsToGrow(along axis: Axis) -> Bool {
    children.contains { $0.isFlexible(along: axis) }
  }

  override func measure(_ proposal: Proposal) -> CellSize {
    children.reduce(.zero) { size, child in
      let childSize = child.size(for: proposal)
      return CellSize(
        width: max(size.width, childSize.width), height: max(size.height, childSize.height))
    }
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    let proposal = Proposal(width: rect.width, height: rect.height)
    for child in children {
      child.draw(in: rect.placing(child.size(for: proposal), alignment), on: &canvas)
    }
  }
}
