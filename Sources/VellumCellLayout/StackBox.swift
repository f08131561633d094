import VellumHotPaths
import VellumValues

/// Children side by side along an axis, SwiftUI's way: the least flexible child is offered its
/// share first, each later child an equal share of what is left, spacers last; the stack is as
/// long as its children and spacing, and as thick as its thickest child.
package final class StackBox: LayoutBox {
  let axis: Axis
  let spacing: Int
  let alignment: Alignment
  let children: [LayoutBox]

  /// The lengths worked out for each proposal, kept with the box's other caches (see
  /// ``LayoutBox/Fields``).
  private var lengths: ProposalCache<StackLengths> {
    _read { yield self[fields: \.stackLengths].stackLengths }
    _modify { yield &self[fields: \.stackLengths].stackLengths }
  }

  package init(axis: Axis, spacing: Int, alignment: Alignment, children: [LayoutBox]) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    self.children = children
  }

  override func wantsToGrow(along axis: Axis) -> Bool {
    var grows = false
    children.forEachBorrowed { _, child in
      if !grows { grows = child.isFlexible(along: axis) }
    }
    return grows
  }

  override func measure(_ proposal: Proposal) -> CellSize {
    let lengths = self.lengths(for: proposal)
    var total = spacing * max(0, children.count - 1)
    var thickness = 0
    children.forEachBorrowed { index, child in
      total += lengths[index]
      let size = child.size(for: childProposal(lengths[index], proposal))
      thickness = max(thickness, axis == .horizontal ? size.height : size.width)
    }
    return axis == .horizontal
      ? CellSize(width: total, height: thickness) : CellSize(width: thickness, height: total)
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    let proposal = Proposal(width: rect.width, height: rect.height)
    let lengths = self.lengths(for: proposal)
    var offset = 0
    children.forEachBorrowed { index, child in
      let length = lengths[index]
      let size = child.size(for: childProposal(length, proposal))
      let slot: CellRect
      if axis == .horizontal {
        slot = CellRect(x: rect.x + offset, y: rect.y, width: length, height: rect.height)
      } else {
        slot = CellRect(x: rect.x, y: rect.y + offset, width: rect.width, height: length)
      }
      child.draw(in: slot.placing(size, alignment), on: &canvas)
      offset += length + spacing
    }
  }

  private func childProposal(_ length: Int, _ proposal: Proposal) -> Proposal {
    axis == .horizontal
      ? Proposal(width: length, height: proposal.height)
      : Proposal(width: proposal.width, height: length)
  }

  /// Each child's length along the axis for `proposal`.
  ///
  /// With room for every child's ideal length, each gets it and the flexible children (spacers,
  /// fields, infinite frames) share what is left. With less room, SwiftUI's distribution runs:
  /// the least flexible child is offered an equal share first, and so on.
  private func lengths(for proposal: Proposal) -> StackLengths {
    if let cached = lengths[proposal] { return cached }
    // The ideal lengths, grown in place when there is room to spare.
    var result = StackLengths(count: children.count)
    children.forEachBorrowed { index, child in
      result[index] = length(of: child.size(for: childProposal(0, proposal).ideal(axis)))
    }
    let gaps = spacing * max(0, children.count - 1)
    if let available = axis == .horizontal ? proposal.width : proposal.height {
      if result.reduce(gaps, +) <= available {
        grow(&result, into: available - gaps, proposal)
      } else {
        result = shrinking(into: available - gaps, proposal)
      }
    }
    lengths.insert(result, for: proposal)
    return result
  }

  /// Gives the space left over beyond the ideal `lengths` to the flexible children, changing
  /// the lengths in place (each child's ideal length is read before its own is changed).
  private func grow(_ lengths: inout StackLengths, into available: Int, _ proposal: Proposal) {
    var extra = available - lengths.reduce(0, +)
    var count = 0
    children.forEachBorrowed { _, child in
      if child.isFlexible(along: axis) { count += 1 }
    }
    // A list's rows are seldom flexible along it: nothing to give, and no second pass.
    guard count > 0 else { return }
    children.forEachBorrowed { index, child in
      guard child.isFlexible(along: axis) else { return }
      let ideal = lengths[index]
      let share = extra / max(1, count)
      let grown = length(of: child.size(for: childProposal(ideal + share, proposal)))
      lengths[index] = max(ideal, grown)
      extra = max(0, extra - (lengths[index] - ideal))
      count -= 1
    }
  }

  /// SwiftUI's distribution when the children do not all fit: least flexible first, each offered
  /// an equal share of what is left.
  private func shrinking(into available: Int, _ proposal: Proposal) -> StackLengths {
    var result = StackLengths(count: children.count)
    let order = children.indices.sorted {
      flexibility(of: $0, proposal) < flexibility(of: $1, proposal)
    }
    var remaining = max(0, available)
    var count = children.count
    for index in order {
      let share = remaining / max(1, count)
      result[index] = length(of: children[index].size(for: childProposal(share, proposal)))
      remaining = max(0, remaining - result[index])
      count -= 1
    }
    return result
  }

  private func flexibility(of index: Int, _ proposal: Proposal) -> Int {
    let child = children[index]
    if child.isFlexible(along: axis) { return .max }
    let smallest = length(of: child.size(for: childProposal(0, proposal)))
    let largest = length(of: child.size(for: childProposal(LayoutBox.unbounded, proposal)))
    return largest - smallest
  }

  private func length(of size: CellSize) -> Int {
    axis == .horizontal ? size.width : size.height
  }
}

extension Proposal {
  /// This proposal with the length along `axis` left to the child.
  func ideal(_ axis: Axis) -> Proposal {
    axis == .horizontal ? Proposal(width: nil, height: height) : Proposal(width: width, height: nil)
  }
}
