import Foundation
import VellumValues

/// `padding`: the child is proposed the space less the insets and placed inside them; the box
/// is the child's size plus the insets. Negative insets pull the child out of the box.
struct PaddingBox {
  let insets: EdgeInsets
  let child: BoxID

  var horizontal: Double { insets.leading + insets.trailing }
  var vertical: Double { insets.top + insets.bottom }

  /// What the child is proposed inside `size`.
  func inner(_ size: Size) -> Proposal {
    Proposal(width: max(0, size.width - horizontal), height: max(0, size.height - vertical))
  }
}

extension BoxTree {
  mutating func measurePadding(_ padding: PaddingBox, _ proposal: Proposal) -> Size {
    let size = size(
      padding.child,
      for: Proposal(
        width: proposal.width.map { max(0, $0 - padding.horizontal) },
        height: proposal.height.map { max(0, $0 - padding.vertical) }))
    return Size(
      width: max(0, size.width + padding.horizontal),
      height: max(0, size.height + padding.vertical))
  }

  mutating func placePadding(_ padding: PaddingBox, in rect: Rect) {
    let size = size(padding.child, for: padding.inner(rect.size))
    place(
      padding.child,
      in: Rect(
        x: rect.minX + padding.insets.leading, y: rect.minY + padding.insets.top,
        width: size.width, height: size.height))
  }

  mutating func paddingBaseline(_ padding: PaddingBox, in size: Size, first: Bool) -> Double {
    let inner = self.size(padding.child, for: padding.inner(size))
    return padding.insets.top
      + (first ? firstBaseline(padding.child, in: inner) : lastBaseline(padding.child, in: inner))
  }
}
