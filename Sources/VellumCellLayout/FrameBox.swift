import VellumValues

/// A frame around a child: fixed lengths replace the proposal, minimums and maximums clamp it;
/// an unbounded maximum takes all the space offered. The child sits inside by alignment.
///
/// Its sizes are not cached: measuring is its child's size and a clamp of each length, and a
/// child that costs more to measure caches its own.
final class FrameBox: LayoutBox {
  struct Bounds {
    var fixed: Int?
    var minimum: Int?
    var maximum: Int?

    /// The frame's length for a proposed length and the child's length.
    func resolve(proposed: Int?, child: Int) -> Int {
      if let fixed { return fixed }
      guard minimum != nil || maximum != nil else { return child }
      var length = child
      if let maximum { length = min(maximum, max(child, proposed ?? child)) }
      if let minimum { length = max(minimum, length) }
      return length
    }

    /// What the frame offers its child along this axis.
    func offer(_ proposed: Int?) -> Int? {
      if let fixed { return fixed }
      guard var length = proposed else { return minimum }
      if let maximum { length = min(length, maximum) }
      if let minimum { length = max(length, minimum) }
      return length
    }
  }

  let width: Bounds
  let height: Bounds
  let alignment: Alignment
  let child: LayoutBox

  init(width: Bounds, height: Bounds, alignment: Alignment, child: LayoutBox) {
    self.width = width
    self.height = height
    self.alignment = alignment
    self.child = child
    super.init(cachesSizes: false)
  }

  override func wantsToGrow(along axis: Axis) -> Bool {
    let bounds = axis == .horizontal ? width : height
    if bounds.fixed != nil { return false }
    return bounds.maximum == .max || (bounds.maximum == nil && child.isFlexible(along: axis))
  }

  override func measure(_ proposal: Proposal) -> CellSize {
    let inner = child.size(for: childProposal(proposal))
    return CellSize(
      width: width.resolve(proposed: proposal.width, child: inner.width),
      height: height.resolve(proposed: proposal.height, child: inner.height))
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    let inner = child.size(for: childProposal(Proposal(width: rect.width, height: rect.height)))
    child.draw(
      in: rect.placing(
        CellSize(width: min(inner.width, rect.width), height: min(inner.height, rect.height)),
        alignment), on: &canvas)
  }

  private func childProposal(_ proposal: Proposal) -> Proposal {
    Proposal(width: width.offer(proposal.width), height: height.offer(proposal.height))
  }
}
