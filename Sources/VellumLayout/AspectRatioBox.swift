import Foundation
import VellumValues

/// `aspectRatio(_:contentMode:)`: the child is proposed the largest size of the ratio that fits
/// the proposal (`.fit`) or the smallest that covers it (`.fill`); an unspecified or infinite
/// dimension follows from the other. Without a ratio, the child's ideal size gives it. The box
/// is the child's size.
struct AspectRatioBox {
  let ratio: Double?
  let contentMode: ContentMode
  let child: BoxID
}

extension BoxTree {
  /// What the child of `box` is proposed for `proposal`.
  mutating func aspectProposal(_ box: AspectRatioBox, _ proposal: Proposal) -> Proposal {
    let ratio: Double
    if let given = box.ratio, given > 0, given.isFinite {
      ratio = given
    } else {
      let ideal = idealSize(box.child)
      guard ideal.width > 0, ideal.height > 0 else { return proposal }
      ratio = ideal.width / ideal.height
    }
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    switch (width, height) {
    case (nil, nil):
      // An ideal proposal: the child's ideal width (or 10, a flexible view's) with the ratio.
      let ideal = idealSize(box.child)
      let base = ideal.width > 0 ? ideal.width : 10
      return Proposal(width: base, height: base / ratio)
    case (let width?, nil): return Proposal(width: width, height: width / ratio)
    case (nil, let height?): return Proposal(width: height * ratio, height: height)
    case (let width?, let height?):
      let byWidth = Size(width: width, height: width / ratio)
      let byHeight = Size(width: height * ratio, height: height)
      let fits = byWidth.height <= height
      let chosen = (box.contentMode == .fit) == fits ? byWidth : byHeight
      return Proposal(chosen)
    }
  }
}
