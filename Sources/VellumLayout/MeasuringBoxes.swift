import Foundation
import VellumValues

/// A box that reports what its child was proposed and where it was placed: a modifier that
/// depends on its view's proposal and size (`measurementKey`), or a named coordinate space.
struct ReportingBox {
  let child: BoxID
  /// Told each proposal the child is measured for.
  let proposed: ((Proposal) -> Void)?
  /// Told the rectangle the child is placed in.
  let placed: (Rect) -> Void

  init(child: BoxID, proposed: ((Proposal) -> Void)? = nil, placed: @escaping (Rect) -> Void) {
    self.child = child
    self.proposed = proposed
    self.placed = placed
  }
}

/// A custom `Layout`: the size its `sizeThatFits` returned (recorded on the node by the
/// graph), each subview in the rectangle its `placeSubviews` gave it, from the layout's
/// top-leading corner; before the graph has run the layout, as large as its largest subview,
/// with each subview at its ideal size at that corner. When measuring, it tells the graph
/// what it was proposed and each subview's ideal and unbounded sizes.
struct CustomLayoutBox {
  let children: [BoxID]
  let fixed: Size?
  let placements: [Rect?]
  let report: ((Proposal, [(ideal: Size, maximum: Size)]) -> Void)?
}

extension BoxTree {
  mutating func measureReporting(_ box: ReportingBox, _ proposal: Proposal) -> Size {
    box.proposed?(proposal)
    return size(box.child, for: proposal)
  }

  mutating func measureCustomLayout(_ layout: CustomLayoutBox, _ proposal: Proposal) -> Size {
    if let report = layout.report {
      report(
        proposal,
        layout.children.map {
          (idealSize($0), size($0, for: Proposal(width: .infinity, height: .infinity)))
        })
    }
    if let fixed = layout.fixed { return fixed }
    var largest = Size.zero
    for child in layout.children {
      let ideal = idealSize(child)
      largest = Size(
        width: max(largest.width, ideal.width), height: max(largest.height, ideal.height))
    }
    return largest
  }

  mutating func placeCustomLayout(_ layout: CustomLayoutBox, in rect: Rect) {
    for (index, child) in layout.children.enumerated() {
      let frame =
        (layout.placements.indices.contains(index) ? layout.placements[index] : nil)
        ?? Rect(origin: Point(x: 0, y: 0), size: idealSize(child))
      place(child, in: frame.offsetBy(dx: rect.minX, dy: rect.minY))
    }
  }
}
