import Foundation
import VellumValues

/// `padding`: the child is proposed the space less the insets and placed inside them; the box
/// is the child's size plus the insets. Negative insets pull the child out of the box.
final class PaddingBox: Box {
  let insets: EdgeInsets
  let child: Box

  init(insets: EdgeInsets, child: Box) {
    self.insets = insets
    self.child = child
  }

  private var horizontal: Double { insets.leading + insets.trailing }
  private var vertical: Double { insets.top + insets.bottom }

  override func measure(_ proposal: Proposal) -> Size {
    let size = child.size(
      for: Proposal(
        width: proposal.width.map { max(0, $0 - horizontal) },
        height: proposal.height.map { max(0, $0 - vertical) }))
    return Size(width: max(0, size.width + horizontal), height: max(0, size.height + vertical))
  }

  override func placeChildren(in rect: Rect) {
    let inner = Size(
      width: max(0, rect.width - horizontal), height: max(0, rect.height - vertical))
    let size = child.size(for: Proposal(inner))
    child.place(
      in: Rect(
        x: rect.minX + insets.leading, y: rect.minY + insets.top, width: size.width,
        height: size.height))
  }

  override func firstBaseline(in size: Size) -> Double {
    insets.top + child.firstBaseline(in: innerSize(size))
  }

  override func lastBaseline(in size: Size) -> Double {
    insets.top + child.lastBaseline(in: innerSize(size))
  }

  private func innerSize(_ size: Size) -> Size {
    child.size(
      for: Proposal(
        width: max(0, size.width - horizontal), height: max(0, size.height - vertical)))
  }
}
