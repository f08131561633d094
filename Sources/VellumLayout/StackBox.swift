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
struct StackBox {
  let axis: Axis
  /// The space between each two neighbours.
  let spacing: Double
  let alignment: Alignment
  let children: [BoxID]
  /// The index of the stack's lengths in its tree.
  var cache = 0

  /// A stack whose neighbouring children are `spacing` apart.
  init(axis: Axis, spacing: Double, alignment: Alignment, children: [BoxID]) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    self.children = children
  }

  /// The default spacing SwiftUI puts between two views in a stack on iOS.
  static let defaultSpacing = 8.0

  var totalSpacing: Double { spacing * Double(max(0, children.count - 1)) }

  var isBaselineAligned: Bool {
    axis == .horizontal
      && (alignment.vertical == .firstTextBaseline || alignment.vertical == .lastTextBaseline)
  }

  /// A child's turn in the distribution, ordered as it is offered space.
  struct Offer: Comparable {
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

/// A stack's lengths for its last four proposals: each child's length along the axis.
struct StackLengths {
  private var entries: [(proposal: Proposal, lengths: [Double])] = []

  func lengths(for proposal: Proposal) -> [Double]? {
    entries.first { $0.proposal == proposal }?.lengths
  }

  mutating func keep(_ lengths: [Double], for proposal: Proposal) {
    if entries.count == 4 { entries.removeFirst() }
    entries.append((proposal, lengths))
  }
}

extension BoxTree {
  mutating func measureStack(_ stack: StackBox, _ proposal: Proposal) -> Size {
    let lengths = self.lengths(of: stack, for: proposal)
    let across = proposal.length(along: stack.axis.other)
    var length = stack.totalSpacing
    var thickness = 0.0
    if stack.isBaselineAligned {
      var above = 0.0
      var below = 0.0
      for (index, child) in stack.children.enumerated() {
        let size = size(child, for: Proposal(along: stack.axis, lengths[index], across: across))
        let baseline = baseline(of: child, in: size, stack)
        above = max(above, baseline)
        below = max(below, size.height - baseline)
        length += lengths[index]
      }
      return Size(width: length, height: above + below)
    }
    for (index, child) in stack.children.enumerated() {
      let size = size(child, for: Proposal(along: stack.axis, lengths[index], across: across))
      length += lengths[index]
      thickness = max(thickness, size.length(along: stack.axis.other))
    }
    return Size(along: stack.axis, length, across: thickness)
  }

  private mutating func baseline(of child: BoxID, in size: Size, _ stack: StackBox) -> Double {
    stack.alignment.vertical == .firstTextBaseline
      ? firstBaseline(child, in: size) : lastBaseline(child, in: size)
  }

  mutating func placeStack(_ stack: StackBox, in rect: Rect) {
    let proposal = Proposal(rect.size)
    let lengths = self.lengths(of: stack, for: proposal)
    let across = proposal.length(along: stack.axis.other)
    var top = 0.0
    if stack.isBaselineAligned {
      for (index, child) in stack.children.enumerated() {
        let size = size(child, for: Proposal(along: stack.axis, lengths[index], across: across))
        top = max(top, baseline(of: child, in: size, stack))
      }
    }
    var offset = 0.0
    for (index, child) in stack.children.enumerated() {
      let size = size(child, for: Proposal(along: stack.axis, lengths[index], across: across))
      let slot =
        stack.axis == .horizontal
        ? Rect(x: rect.minX + offset, y: rect.minY, width: lengths[index], height: rect.height)
        : Rect(x: rect.minX, y: rect.minY + offset, width: rect.width, height: lengths[index])
      var frame = slot.placing(size, at: stack.alignment)
      if stack.isBaselineAligned {
        frame.origin.y = rect.minY + top - baseline(of: child, in: size, stack)
      }
      if stack.axis == .horizontal {
        frame.origin.x = slot.minX
      } else {
        frame.origin.y = slot.minY
      }
      place(child, in: frame)
      offset += lengths[index] + stack.spacing
    }
  }

  mutating func stackBaseline(_ stack: StackBox, in size: Size, first: Bool) -> Double {
    guard let index = first ? stack.children.indices.first : stack.children.indices.last else {
      return size.height
    }
    let child = stack.children[index]
    let childSize = self.childSize(index, of: stack, in: size)
    return offsetOfChild(index, of: stack, in: size)
      + (first ? firstBaseline(child, in: childSize) : lastBaseline(child, in: childSize))
  }

  private mutating func childSize(_ index: Int, of stack: StackBox, in size: Size) -> Size {
    let proposal = Proposal(size)
    let lengths = self.lengths(of: stack, for: proposal)
    return self.size(
      stack.children[index],
      for: Proposal(
        along: stack.axis, lengths[index], across: proposal.length(along: stack.axis.other)))
  }

  /// The vertical offset of child `index` in a stack of `size` (for baselines).
  private mutating func offsetOfChild(_ index: Int, of stack: StackBox, in size: Size) -> Double {
    guard stack.axis == .vertical else {
      return stack.alignment.vertical == .top
        ? 0
        : (size.height - childSize(index, of: stack, in: size).height)
          / (stack.alignment.vertical == .bottom ? 1 : 2)
    }
    let lengths = self.lengths(of: stack, for: Proposal(size))
    return (0..<index).reduce(0) { $0 + lengths[$1] + stack.spacing }
  }

  /// Each child's length along the axis for `proposal`.
  private mutating func lengths(of stack: StackBox, for proposal: Proposal) -> [Double] {
    if let known = stackLengths[stack.cache].lengths(for: proposal) { return known }
    let computed = distribute(stack, proposal)
    stackLengths[stack.cache].keep(computed, for: proposal)
    return computed
  }

  private mutating func distribute(_ stack: StackBox, _ proposal: Proposal) -> [Double] {
    let axis = stack.axis
    let across = proposal.length(along: axis.other)
    guard let length = proposal.length(along: axis) else {
      return stack.children.map {
        size($0, for: Proposal(along: axis, nil, across: across)).length(along: axis)
      }
    }
    // The order children are offered space in, kept above any distribution this one is
    // inside of: by descending priority; in a priority, the others before the spacers, the
    // least flexible first.
    let base = offers.count
    defer { offers.removeSubrange(base...) }
    for (index, child) in stack.children.enumerated() {
      let range = range(child, along: axis, across: across)
      offers.append(
        StackBox.Offer(
          index: index, priority: priority(of: child), isSpacer: isSpacer(child),
          minimum: range.lowerBound, flexibility: range.upperBound - range.lowerBound))
    }
    offers[base...].sort()
    var result = [Double](repeating: 0, count: stack.children.count)
    var remaining = length - stack.totalSpacing
    var groupStart = base
    while groupStart < offers.count {
      let priority = offers[groupStart].priority
      var groupEnd = groupStart
      var spacersMinimum = 0.0
      var others = 0
      while groupEnd < offers.count, offers[groupEnd].priority == priority {
        if offers[groupEnd].isSpacer {
          spacersMinimum += offers[groupEnd].minimum
        } else {
          others += 1
        }
        groupEnd += 1
      }
      // Lower priorities are left their minimum lengths.
      var space = remaining - offers[groupEnd...].reduce(0) { $0 + $1.minimum }
      var spacersLeft = groupEnd - groupStart - others
      for position in groupStart..<groupEnd {
        let offer = offers[position]
        let share: Double
        if offer.isSpacer {
          share = max(0, space) / Double(spacersLeft)
          spacersLeft -= 1
        } else {
          // Until the spacers' turn only their minimum lengths are set aside.
          share = max(0, space - spacersMinimum) / Double(others)
          others -= 1
        }
        let chosen = size(
          stack.children[offer.index], for: Proposal(along: axis, share, across: across)
        ).length(along: axis)
        result[offer.index] = chosen
        space -= chosen
        remaining -= chosen
      }
      groupStart = groupEnd
    }
    return result
  }
}

extension Axis {
  /// The axis across this one.
  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
