import Foundation
import VellumValues

/// `fixedSize`: along its axes the child is proposed nothing, so it takes its ideal size,
/// whatever the parent offered.
struct FixedSizeBox {
  let horizontal: Bool
  let vertical: Bool
  let child: BoxID

  func childProposal(_ proposal: Proposal) -> Proposal {
    Proposal(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }
}
