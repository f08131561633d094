/// A box that reports what its child was proposed and where it was placed: a modifier that
/// depends on its view's proposal and size (`measurementKey`), or a named coordinate space.
final class ReportingBox: Box {
  let child: Box
  /// Told each proposal the child is measured for.
  let proposed: ((Proposal) -> Void)?
  /// Told the rectangle the child is placed in.
  let placed: (Rect) -> Void

  init(child: Box, proposed: ((Proposal) -> Void)? = nil, placed: @escaping (Rect) -> Void) {
    self.child = child
    self.proposed = proposed
    self.placed = placed
  }

  override func measure(_ proposal: Proposal) -> Size {
    proposed?(proposal)
    return child.size(for: proposal)
  }

  override func placeChildren(in rect: Rect) {
    placed(rect)
    child.place(in: rect)
  }

  override func firstBaseline(in size: Size) -> Double { child.firstBaseline(in: size) }
  override func lastBaseline(in size: Size) -> Double { child.lastBaseline(in: size) }
}

/// A custom `Layout`: the size its `sizeThatFits` returned (recorded on the node by the
/// graph), each subview in the rectangle its `placeSubviews` gave it, from the layout's
/// top-leading corner; before the graph has run the layout, as large as its largest subview,
/// with each subview at its ideal size at that corner. When measuring, it tells the graph
/// what it was proposed and each subview's ideal and unbounded sizes.
final class CustomLayoutBox: Box {
  let children: [Box]
  let fixed: Size?
  let placements: [Rect?]
  let report: ((Proposal, [(ideal: Size, maximum: Size)]) -> Void)?

  init(
    children: [Box], size: Size?, placements: [Rect?],
    report: ((Proposal, [(ideal: Size, maximum: Size)]) -> Void)?
  ) {
    self.children = children
    fixed = size
    self.placements = placements
    self.report = report
  }

  override func measure(_ proposal: Proposal) -> Size {
    report?(
      proposal,
      children.map {
        ($0.size(for: .unspecified), $0.size(for: Proposal(width: .infinity, height: .infinity)))
      })
    if let fixed { return fixed }
    return children.reduce(Size.zero) { size, child in
      let ideal = child.idealSize
      return Size(width: max(size.width, ideal.width), height: max(size.height, ideal.height))
    }
  }

  override func placeChildren(in rect: Rect) {
    for (index, child) in children.enumerated() {
      let frame =
        (placements.indices.contains(index) ? placements[index] : nil)
        ?? Rect(origin: Point(x: 0, y: 0), size: child.idealSize)
      child.place(in: frame.offsetBy(dx: rect.minX, dy: rect.minY))
    }
  }
}
