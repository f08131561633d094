import Foundation
import VellumValues

/// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:…)`, as Apple
/// documents them. A fixed dimension is proposed to the child and is the frame's, whatever the
/// child chose. Along a flexible dimension the child is proposed the space clamped to the
/// bounds (the ideal when the space is unspecified), and the frame takes the child's length
/// clamped to the bounds, growing towards the proposal up to its maximum: so
/// `frame(maxWidth: .infinity)` fills the width it is offered. The child is aligned inside.
final class FrameBox: Box {
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
  let child: Box

  init(width: Bounds, height: Bounds, alignment: Alignment, child: Box) {
    self.width = width
    self.height = height
    self.alignment = alignment
    self.child = child
  }

  private func childProposal(_ proposal: Proposal) -> Proposal {
    Proposal(
      width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
  }

  override func measure(_ proposal: Proposal) -> Size {
    let size = child.size(for: childProposal(proposal))
    return Size(
      width: width.length(child: size.width, proposed: proposal.width),
      height: height.length(child: size.height, proposed: proposal.height))
  }

  override func placeChildren(in rect: Rect) {
    let size = child.size(for: childProposal(Proposal(rect.size)))
    child.place(in: rect.placing(size, at: alignment))
  }

  override func firstBaseline(in size: Size) -> Double {
    let inner = child.size(for: childProposal(Proposal(size)))
    return Rect(origin: Point(x: 0, y: 0), size: size).placing(inner, at: alignment).minY
      + child.firstBaseline(in: inner)
  }

  override func lastBaseline(in size: Size) -> Double {
    let inner = child.size(for: childProposal(Proposal(size)))
    return Rect(origin: Point(x: 0, y: 0), size: size).placing(inner, at: alignment).minY
      + child.lastBaseline(in: inner)
  }
}
