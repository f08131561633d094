/// A custom `Layout`: a box of the size its `sizeThatFits` returned, each subview drawn in the
/// rectangle its `placeSubviews` gave it (from the box's top-leading corner; a subview it did
/// not place sits at that corner at its ideal size). Before the graph has run the layout, the
/// box is as large as its largest subview. When the graph is measuring, the box tells it what
/// it was proposed and each subview's ideal and unbounded sizes.
final class CustomLayoutBox: LayoutBox {
  /// What the graph needs to run the layout, written while measuring.
  struct Report {
    let proposal: (Proposal) -> Void
    let subviews: ([(ideal: CellSize, maximum: CellSize)]) -> Void
  }

  let children: [LayoutBox]
  let size: CellSize?
  let placements: [CellRect?]
  let report: Report?

  init(children: [LayoutBox], size: CellSize?, placements: [CellRect?], report: Report?) {
    self.children = children
    self.size = size
    self.placements = placements
    self.report = report
  }

  override func measure(_ proposal: Proposal) -> CellSize {
    if let report {
      report.proposal(proposal)
      report.subviews(
        children.map {
          (
            $0.size(for: Proposal(width: nil, height: nil)),
            $0.size(for: Proposal(width: LayoutBox.unbounded, height: LayoutBox.unbounded))
          )
        })
    }
    if let size { return size }
    return children.reduce(.zero) { size, child in
      let ideal = child.size(for: Proposal(width: nil, height: nil))
      return CellSize(width: max(size.width, ideal.width), height: max(size.height, ideal.height))
    }
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    for (index, child) in children.enumerated() {
      let placed =
        placements.indices.contains(index) ? placements[index] : nil
      let frame =
        placed
        ?? CellRect(
          x: 0, y: 0, width: child.size(for: Proposal(width: nil, height: nil)).width,
          height: child.size(for: Proposal(width: nil, height: nil)).height)
      child.draw(
        in: CellRect(
          x: rect.x + frame.x, y: rect.y + frame.y, width: frame.width, height: frame.height),
        on: &canvas)
    }
  }
}
