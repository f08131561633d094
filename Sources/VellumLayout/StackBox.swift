import Foundation
import VellumValues

/// An `HStack` or a `VStack`: SwiftUI's distribution. The proposed length, less the spacing,
/// is offered to the children in groups of descending `layoutPriority`, each group leaving
/// aside the minimum lengths of the groups after it; in a group the least flexible child (the
/// smallest difference between its largest and smallest length) is offered an equal share
/// first, and each child after it an equal share of what is left. Spacers come last and are
/// not counted in the others' shares (only their minimum lengths are set aside), so a text
/// beside a spacer keeps its line when there is room for it. The stack is as long as its
/// children and spacing, and as thick as its thickest child, which the others align to.
///
/// Described in WWDC 2019 "Building Custom Views with SwiftUI" and WWDC 2022 "Compose custom
/// layouts with SwiftUI".
final class StackBox: Box {
  let axis: Axis
  /// The space between each two neighbours.
  let spacing: Double
  let alignment: Alignment
  let children: [Box]
  private var lengths: [(Proposal, [Double])] = []

  /// A stack whose neighbouring children are `spacing` apart.
  init(axis: Axis, spacing: Double, alignment: Alignment, children: [Box]) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    self.children = children
  }

  /// The default spacing SwiftUI puts between two views in a stack on iOS.
  static let defaultSpacing = 8.0

  private var totalSpacing: Double { spacing * Double(max(0, children.count - 1)) }

  override func measure(_ proposal: Proposal) -> Size {
    let lengths = self.lengths(for: proposal)
    let across = proposal.length(along: axis.other)
    var length = totalSpacing
    var thickness = 0.0
    if axis == .horizontal,
      alignment.vertical == .firstTextBaseline
        || alignment.vertical == .lastTextBaseline
    {
      var above = 0.0
      var below = 0.0
      for (index, child) in children.enumerated() {
        let size = child.size(for: Proposal(along: axis, lengths[index], across: across))
        let baseline = baseline(of: child, in: size)
        above = max(above, baseline)
        below = max(below, size.height - baseline)
        length += lengths[index]
      }
      return Size(width: length, height: above + below)
    }
    for (index, child) in children.enumerated() {
      let size = child.size(for: Proposal(along: axis, lengths[index], across: across))
      length += lengths[index]
      thickness = max(thickness, size.length(along: axis.other))
    }
    return Size(along: axis, length, across: thickness)
  }

  private func baseline(of child: Box, in size: Size) -> Double {
    alignment.vertical == .firstTextBaseline
      ? child.firstBaseline(in: size) : child.lastBaseline(in: size)
  }

  override func placeChildren(in rect: Rect) {
    let proposal = Proposal(rect.size)
    let lengths = self.lengths(for: proposal)
    let across = proposal.length(along: axis.other)
    let isBaseline =
      axis == .horizontal
      && (alignment.vertical == .firstTextBaseline || alignment.vertical == .lastTextBaseline)
    let sizes = children.enumerated().map { index, child in
      child.size(for: Proposal(along: axis, lengths[index], across: across))
    }
    let top = sizes.enumerated().map { baseline(of: children[$0], in: $1) }.max() ?? 0
    var offset = 0.0
    for (index, child) in children.enumerated() {
      let size = sizes[index]
      let slot =
        axis == .horizontal
        ? Rect(x: rect.minX + offset, y: rect.minY, width: lengths[index], height: rect.height)
        : Rect(x: rect.minX, y: rect.minY + offset, width: rect.width, height: lengths[index])
      var frame = slot.placing(size, at: alignment)
      if isBaseline { frame.origin.y = rect.minY + top - baseline(of: child, in: size) }
      if axis == .horizontal { frame.origin.x = slot.minX } else { frame.origin.y = slot.minY }
      child.place(in: frame)
      offset += lengths[index] + spacing
    }
  }

  override func firstBaseline(in size: Size) -> Double {
    guard let first = children.first else { return size.height }
    return offsetOfChild(0, in: size) + first.firstBaseline(in: childSize(0, in: size))
  }

  override func lastBaseline(in size: Size) -> Double {
    guard let last = children.indices.last else { return size.height }
    return offsetOfChild(last, in: size)
      + children[last].lastBaseline(in: childSize(last, in: size))
  }

  private func childSize(_ index: Int, in size: Size) -> Size {
    let proposal = Proposal(size)
    let lengths = self.lengths(for: proposal)
    return children[index].size(
      for: Proposal(along: axis, lengths[index], across: proposal.length(along: axis.other)))
  }

  /// The vertical offset of child `index` in a stack of `size` (for baselines).
  private func offsetOfChild(_ index: Int, in size: Size) -> Double {
    guard axis == .vertical else {
      return alignment.vertical == .top
        ? 0
        : (size.height - childSize(index, in: size).height)
          / (alignment.vertical == .bottom ? 1 : 2)
    }
    let lengths = self.lengths(for: Proposal(size))
    return (0..<index).reduce(0) { $0 + lengths[$1] + spacing }
  }

  /// Each child's length along the axis for `proposal`.
  private func lengths(for proposal: Proposal) -> [Double] {
    if let known = lengths.first(where: { $0.0 == proposal }) { return known.1 }
    let computed = distribute(proposal)
    if lengths.count == 4 { lengths.removeFirst() }
    lengths.append((proposal, computed))
    return computed
  }

  private func distribute(_ proposal: Proposal) -> [Double] {
    let across = proposal.length(along: axis.other)
    guard let length = proposal.length(along: axis) else {
      return children.map {
        $0.size(for: Proposal(along: axis, nil, across: across)).length(along: axis)
      }
    }
    // The order children are offered space in: by descending priority; in a priority, the
    // others before the spacers, the least flexible first.
    var order = children.indices.map { index in
      let child = children[index]
      let range = child.range(along: axis, across: across)
      return Offer(
        index: index, priority: child.priority, isSpacer: child.isSpacer,
        minimum: range.lowerBound, flexibility: range.upperBound - range.lowerBound)
    }
    order.sort()
    var result = [Double](repeating: 0, count: children.count)
    var remaining = length - totalSpacing
    var groupStart = 0
    while groupStart < order.count {
      let priority = order[groupStart].priority
      var groupEnd = groupStart
      var spacersMinimum = 0.0
      var others = 0
      while groupEnd < order.count, order[groupEnd].priority == priority {
        if order[groupEnd].isSpacer {
          spacersMinimum += order[groupEnd].minimum
        } else {
          others += 1
        }
        groupEnd += 1
      }
      // Lower priorities are left their minimum lengths.
      var space = remaining - order[groupEnd...].reduce(0) { $0 + $1.minimum }
      var spacersLeft = groupEnd - groupStart - others
      for offer in order[groupStart..<groupEnd] {
        let share: Double
        if offer.isSpacer {
          share = max(0, space) / Double(spacersLeft)
          spacersLeft -= 1
        } else {
          // Until the spacers' turn only their minimum lengths are set aside.
          share = max(0, space - spacersMinimum) / Double(others)
          others -= 1
        }
        let chosen = children[offer.index].size(for: Proposal(along: axis, share, across: across))
          .length(along: axis)
        result[offer.index] = chosen
        space -= chosen
        remaining -= chosen
      }
      groupStart = groupEnd
    }
    return result
  }

  /// A child's turn in the distribution, ordered as it is offered space.
  private struct Offer: Comparable {
    var index: Int
    var priority: Double
    var isSpacer: Bool
    var minimum: Double
    var flexibility: Double

    static func < (left: Offer, right: Offer) -> Bool {
      if left.priority != right.priority { return left.priority > right.priority }
      if left.isSpacer != right.isSpacer { return !left.isSpacer }
      if left.flexibility != right.flexibility { return left.flexibility < right.flexibility }
      return left.index < right.index
    }
  }
}

extension Axis {
  /// The axis across this one.
  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
