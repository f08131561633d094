import Foundation
import VellumValues

/// `offset(x:y:)`: the child is laid out as if not moved, then drawn moved; its neighbours do
/// not move.
final class OffsetBox: Box {
  let offset: Size
  let child: Box

  init(offset: Size, child: Box) {
    self.offset = offset
    self.child = child
  }

  override func measure(_ proposal: Proposal) -> Size { child.size(for: proposal) }

  override func placeChildren(in rect: Rect) {
    child.place(in: rect.offsetBy(dx: offset.width, dy: offset.height))
  }

  override func firstBaseline(in size: Size) -> Double { child.firstBaseline(in: size) }
  override func lastBaseline(in size: Size) -> Double { child.lastBaseline(in: size) }
}

/// `position(x:y:)`: takes all the space offered and puts the child's centre at the point, in
/// its own coordinates, at the child's ideal size for that space.
final class PositionBox: Box {
  let point: Point
  let child: Box

  init(point: Point, child: Box) {
    self.point = point
    self.child = child
  }

  override func measure(_ proposal: Proposal) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in rect: Rect) {
    let size = child.size(for: Proposal(rect.size))
    child.place(
      in: Rect(
        x: rect.minX + point.x - size.width / 2, y: rect.minY + point.y - size.height / 2,
        width: size.width, height: size.height))
  }
}
