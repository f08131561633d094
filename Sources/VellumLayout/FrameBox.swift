import Foundation
import VellumValues

/// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:…)`, as Apple
/// documents them. A fixed dimension is proposed to the child and is the frame's, whatever the
/// child chose. Along a flexible dimension the child is proposed the space clamped to the
/// bounds (the ideal when the space is unspecified), and the frame takes the child's length
/// clamped to the bounds, growing towards the proposal up to its maximum: so
/// `frame(maxWidth: .infinity)` fills the width it is offered. The child is aligned inside.
struct FrameBox {
  /// The bounds along one axis.
  struct Bounds {
    var fixed: Double?
    var minimum: Double?
    var ideal: Double?
    var maximum: Double?

    var isEmpty: Bool { fixed == nil && minimum == nil && ideal == nil && maximum == nil }

    /// What the child is proposed along the axis for `proposed`.
    func childProposal(_ proposed: Double?) -> Double? {
      if let fixed { return fixed }
      guard var length = proposed ?? ideal else { return nil }
      if let minimum { length = max(length, minimum) }
      if let maximum { length = min(length, maximum) }
      return length
    }

    /// The frame's length along the axis when the child chose `child` for `proposed`.
    func length(child: Double, proposed: Double?) -> Double {
      if let fixed { return fixed }
      guard minimum != nil || maximum != nil else { return child }
      let offered = proposed ?? ideal ?? child
      var length = child
      if let minimum { length = max(minimum, min(length, offered)) }
      if let maximum { length = min(maximum, max(length, offered)) }
      if let minimum { length = max(length, minimum) }
      return length
    }
  }

  let width: Bounds
  let height: Bounds
  let alignment: Alignment
  let child: BoxID

  func childProposal(_ proposal: Proposal) -> Proposal {
    Proposal(
      width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
  }
}

extension BoxTree {
  mutating func measureFrame(_ frame: FrameBox, _ proposal: Proposal) -> Size {
    let size = size(frame.child, for: frame.childProposal(proposal))
    return Size(
      width: frame.width.length(child: size.width, proposed: proposal.width),
      height: frame.height.length(child: size.height, proposed: proposal.height))
  }

  mutating func placeFrame(_ frame: FrameBox, in rect: Rect) {
    let size = size(frame.child, for: frame.childProposal(Proposal(rect.size)))
    place(frame.child, in: rect.placing(size, at: frame.alignment))
  }

  mutating func frameBaseline(_ frame: FrameBox, in size: Size, first: Bool) -> Double {
    let inner = self.size(frame.child, for: frame.childProposal(Proposal(size)))
    return Rect(origin: Point(x: 0, y: 0), size: size).placing(inner, at: frame.alignment).minY
      + (first ? firstBaseline(frame.child, in: inner) : lastBaseline(frame.child, in: inner))
  }
}
