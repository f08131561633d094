import Foundation
import VellumValues

/// `fixedSize`: along its axes the child is proposed nothing, so it takes its ideal size,
/// whatever the parent offered.
final class FixedSizeBox: Box {
  let horizontal: Bool
  let vertical: Bool
  let child: Box

  init(horizontal: Bool, vertical: Bool, child: Box) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.child = child
  }

  private func childProposal(_ proposal: Proposal) -> Proposal {
    Proposal(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  override func measure(_ proposal: Proposal) -> Size {
    child.size(for: childProposal(proposal))
  }

  override func placeChildren(in rect: Rect) {
    child.place(
      in: Rect(origin: rect.origin, size: child.size(for: childProposal(Proposal(rect.size)))))
  }

  override func firstBaseline(in size: Size) -> Double { child.firstBaseline(in: size) }
  override func lastBaseline(in size: Size) -> Double { child.lastBaseline(in: size) }
}
