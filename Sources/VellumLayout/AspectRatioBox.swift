import Foundation
import VellumValues

/// `aspectRatio(_:contentMode:)`: the child is proposed the largest size of the ratio that fits
/// the proposal (`.fit`) or the smallest that covers it (`.fill`); an unspecified or infinite
/// dimension follows from the other. Without a ratio, the child's ideal size gives it. The box
/// is the child's size.
final class AspectRatioBox: Box {
  let ratio: Double?
  let contentMode: ContentMode
  let child: Box

  init(ratio: Double?, contentMode: ContentMode, child: Box) {
    self.ratio = ratio
    self.contentMode = contentMode
    self.child = child
  }

  private func childProposal(_ proposal: Proposal) -> Proposal {
    let ratio: Double
    if let given = self.ratio, given > 0, given.isFinite {
      ratio = given
    } else {
      let ideal = child.idealSize
      guard ideal.width > 0, ideal.height > 0 else { return proposal }
      ratio = ideal.width / ideal.height
    }
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    switch (width, height) {
    case (nil, nil):
      // An ideal proposal: the child's ideal width (or 10, a flexible view's) with the ratio.
      let ideal = child.size(for: .unspecified)
      let base = ideal.width > 0 ? ideal.width : 10
      return Proposal(width: base, height: base / ratio)
    case (let width?, nil): return Proposal(width: width, height: width / ratio)
    case (nil, let height?): return Proposal(width: height * ratio, height: height)
    case (let width?, let height?):
      let byWidth = Size(width: width, height: width / ratio)
      let byHeight = Size(width: height * ratio, height: height)
      let fits = byWidth.height <= height
      let chosen = (contentMode == .fit) == fits ? byWidth : byHeight
      return Proposal(chosen)
    }
  }

  override func measure(_ proposal: Proposal) -> Size {
    child.size(for: childProposal(proposal))
  }

  override func placeChildren(in rect: Rect) {
    child.place(in: rect.placing(measure(Proposal(rect.size)), at: .center))
  }
}
