/// A custom `Layout`: a box of the size its `sizeThatFits` returned, each subview drawn in the
/// rectangle its `placeSubviews` gave it in points, at 8 points a column and 16 a row (from
/// the box's top-leading corner; a subview it did not place sits at that corner at its ideal
/// size). Before the graph has run the layout, the box is as large as its largest subview.
final class CustomLayoutBox: LayoutBox {
  let children: [LayoutBox]
  let size: CellSize?
  let placements: [CellRect?]

  init(children: [LayoutBox], size: CellSize?, placements: [CellRect?]) {
    self.children = children
    self.size = size
    self.placements = placements
  }

  override func measure(_ proposal: Proposal) -> CellSize {
    if let size { return size }
    return children.reduce(.zero) { size, child in
      let ideal = child.size(for: Proposal(width: nil, height: nil))
      return CellSize(width: max(size.width, ideal.width), height: max(size.height, ideal.height))
    }
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    for (index, child) in children.enumerated() {
      let ideal = child.size(for: Proposal(width: nil, height: nil))
      let placed = placements.indices.contains(index) ? placements[index] : nil
      // Placements are the point layout's; a text is wider in cells than in points, so a
      // placed view is drawn at least at its ideal size in cells and its text stays whole.
      let frame = placed ?? CellRect(x: 0, y: 0, width: ideal.width, height: ideal.height)
      child.draw(
        in: CellRect(
          x: rect.x + frame.x, y: rect.y + frame.y, width: max(frame.width, ideal.width),
          height: max(frame.height, ideal.height)),
        on: &canvas)
    }
  }
}
