import VellumValues

/// A view that takes its ideal size along some axes, whatever is offered (`fixedSize`).
final class FixedSizeBox: LayoutBox {
  let horizontal: Bool
  let vertical: Bool
  let child: LayoutBox

  init(horizontal: Bool, vertical: Bool, child: LayoutBox) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.child = child
  }

  private func offer(_ proposal: Proposal) -> Proposal {
    Proposal(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  override func wantsToGrow(along axis: Axis) -> Bool {
    (axis == .horizontal ? !horizontal : !vertical) && child.isFlexible(along: axis)
  }

  override func measure(_ proposal: Proposal) -> CellSize { child.size(for: offer(proposal)) }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    let size = child.size(for: offer(Proposal(width: rect.width, height: rect.height)))
    child.draw(
      in: CellRect(x: rect.x, y: rect.y, width: size.width, height: size.height), on: &canvas)
  }
}

/// A view whose centre is placed at a point (`position`): it takes all the space offered, as
/// in SwiftUI, and draws its content centred on the point.
final class PositionBox: LayoutBox {
  let x: Int
  let y: Int
  let child: LayoutBox

  init(x: Int, y: Int, child: LayoutBox) {
    self.x = x
    self.y = y
    self.child = child
  }

  override func wantsToGrow(along axis: Axis) -> Bool { true }

  override func measure(_ proposal: Proposal) -> CellSize {
    let inner = child.size(for: .unspecified)
    return CellSize(
      width: proposal.width ?? (x + inner.width), height: proposal.height ?? (y + inner.height))
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    let size = child.size(for: .unspecified)
    child.draw(
      in: CellRect(
        x: rect.x + x - size.width / 2, y: rect.y + y - size.height / 2, width: size.width,
        height: size.height), on: &canvas)
  }
}

/// A view sized as `span` of `count` parts of the space offered along some axes
/// (`containerRelativeFrame`), its content placed by an alignment.
final class RelativeFrameBox: LayoutBox {
  let horizontal: Bool
  let vertical: Bool
  let count: Int
  let span: Int
  let spacing: (columns: Int, rows: Int)
  let alignment: Alignment
  let child: LayoutBox

  init(
    horizontal: Bool, vertical: Bool, count: Int, span: Int, spacing: (columns: Int, rows: Int),
    alignment: Alignment, child: LayoutBox
  ) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.count = count
    self.span = span
    self.spacing = spacing
    self.alignment = alignment
    self.child = child
  }

  private func part(_ length: Int?, spacing: Int) -> Int? {
    guard let length else { return nil }
    let part = (length - spacing * (count - 1)) / count
    return max(0, part * span + spacing * (span - 1))
  }

  private func frame(_ proposal: Proposal) -> Proposal {
    Proposal(
      width: horizontal ? part(proposal.width, spacing: spacing.columns) : proposal.width,
      height: vertical ? part(proposal.height, spacing: spacing.rows) : proposal.height)
  }

  override func wantsToGrow(along axis: Axis) -> Bool {
    (axis == .horizontal ? horizontal : vertical) || child.isFlexible(along: axis)
  }

  override func measure(_ proposal: Proposal) -> CellSize {
    let frame = frame(proposal)
    let inner = child.size(for: frame)
    return CellSize(
      width: horizontal ? frame.width ?? inner.width : inner.width,
      height: vertical ? frame.height ?? inner.height : inner.height)
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    let inner = child.size(for: Proposal(width: rect.width, height: rect.height))
    child.draw(
      in: rect.placing(
        CellSize(width: min(inner.width, rect.width), height: min(inner.height, rect.height)),
        alignment), on: &canvas)
  }
}

/// The first of several views whose ideal size fits the proposal along some axes, or the last
/// (`ViewThatFits`).
final class FirstFittingBox: LayoutBox {
  let horizontal: Bool
  let vertical: Bool
  let candidates: [LayoutBox]

  init(horizontal: Bool, vertical: Bool, candidates: [LayoutBox]) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.candidates = candidates
  }

  /// The index of the candidate shown for a proposal.
  private func choice(_ proposal: Proposal) -> Int? {
    let ideal = Proposal(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    return candidates.firstIndex { candidate in
      let size = candidate.size(for: ideal)
      return (!horizontal || size.width <= proposal.width ?? .max)
        && (!vertical || size.height <= proposal.height ?? .max)
    } ?? (candidates.isEmpty ? nil : candidates.count - 1)
  }

  /// The candidate shown for a proposal.
  private func chosen(_ proposal: Proposal) -> LayoutBox? {
    choice(proposal).map { candidates[$0] }
  }

  override func wantsToGrow(along axis: Axis) -> Bool {
    candidates.first?.isFlexible(along: axis) ?? false
  }

  override func measure(_ proposal: Proposal) -> CellSize {
    chosen(proposal)?.size(for: proposal) ?? .zero
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    guard let index = choice(Proposal(width: rect.width, height: rect.height)) else { return }
    candidates[index].draw(in: rect, on: &canvas)
  }
}
