import Foundation
import VellumValues

/// `offset(x:y:)`: the child is laid out as if not moved, then drawn moved; its neighbours do
/// not move.
struct OffsetBox {
  let offset: Size
  let child: BoxID
}

/// `position(x:y:)`: takes all the space offered and puts the child's centre at the point, in
/// its own coordinates, at the child's ideal size for that space.
struct PositionBox {
  let point: Point
  let child: BoxID
}

extension BoxTree {
  mutating func placePosition(_ position: PositionBox, in rect: Rect) {
    let size = size(position.child, for: Proposal(rect.size))
    place(
      position.child,
      in: Rect(
        x: rect.minX + position.point.x - size.width / 2,
        y: rect.minY + position.point.y - size.height / 2, width: size.width,
        height: size.height))
  }
}
