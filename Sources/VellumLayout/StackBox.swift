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
  let children: BoxList
  /// The index of the stack's lengths in its tree.
  var cache = 0

  /// A stack whose neighbouring children are `spacing` apart.
  init(axis: Axis, spacing: Double, alignment: Alignment, children: BoxList) {
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

/// A stack's lengths for its last four proposals: where each proposal's run of its children's
/// lengths along the axis starts in the tree's ``BoxTree/lengthRuns``. Plain numbers, so
/// keeping them allocates nothing.
///
/// A distribution among leaves whose lengths along the axis do not depend on what is proposed
/// across it (texts on one line, spacers, colours: ``BoxTree/leafSize(_:for:)``) holds for any
/// proposal across, so it is found for a proposal of the same length along the axis: a list
/// row's stack, measured for the list's height and then placed at its row's height,
/// distributes once.
struct StackLengths {
  private var proposals = (Proposal.none, Proposal.none, Proposal.none, Proposal.none)
  private var starts = (-1, -1, -1, -1)
  /// Whether each entry holds for any proposal across the axis.
  private var holdAcross = (false, false, false, false)
  /// The entry the next proposal replaces.
  private var next = 0

  /// Where the lengths for `proposal` start, when they are kept.
  func start(for proposal: Proposal, along axis: Axis) -> Int? {
    let length = proposal.length(along: axis)
    func matches(_ kept: Proposal, _ start: Int, _ holds: Bool) -> Bool {
      start >= 0 && (kept == proposal || (holds && kept.length(along: axis) == length))
    }
    if matches(proposals.0, starts.0, holdAcross.0) { return starts.0 }
    if matches(proposals.1, starts.1, holdAcross.1) { return starts.1 }
    if matches(proposals.2, starts.2, holdAcross.2) { return starts.2 }
    if matches(proposals.3, starts.3, holdAcross.3) { return starts.3 }
    return nil
  }

  /// Keeps `start` as where the lengths for `proposal` start, in place of the oldest;
  /// `holdsAcross` when they hold for any proposal across the axis.
  mutating func keep(_ start: Int, for proposal: Proposal, holdsAcross: Bool) {
    switch next {
    case 0: (proposals.0, starts.0, holdAcross.0) = (proposal, start, holdsAcross)
    case 1: (proposals.1, starts.1, holdAcross.1) = (proposal, start, holdsAcross)
    case 2: (proposals.2, starts.2, holdAcross.2) = (proposal, start, holdsAcross)
    default: (proposals.3, starts.3, holdAcross.3) = (proposal, start, holdsAcross)
    }
    next = (next + 1) % 4
  }
}

extension Proposal {
  /// A placeholder for an empty cache entry, which its start of -1 marks as empty.
  fileprivate static let none = Proposal(width: nil, height: nil)
}

extension BoxTree {
  mutating func measureStack(_ stack: StackBox, _ proposal: Proposal) -> Size {
    let lengths = self.lengths(of: stack, for: proposal)
    let across = proposal.length(along: stack.axis.other)
    var total = stack.totalSpacing
    var thickness = 0.0
    var above = 0.0
    var below = 0.0
    for index in stack.children.indices {
      let child = member(index, of: stack.children)
      let length = lengthRuns[lengths + index]
      let size = size(child, for: Proposal(along: stack.axis, length, across: across))
      total += length
      if stack.isBaselineAligned {
        let baseline = baseline(of: child, in: size, stack)
        above = max(above, baseline)
        below = max(below, size.height - baseline)
      } else {
        thickness = max(thickness, size.length(along: stack.axis.other))
      }
    }
    if stack.isBaselineAligned { return Size(width: total, height: above + below) }
    return Size(along: stack.axis, total, across: thickness)
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
      for index in stack.children.indices {
        let child = member(index, of: stack.children)
        let size = size(
          child, for: Proposal(along: stack.axis, lengthRuns[lengths + index], across: across))
        top = max(top, baseline(of: child, in: size, stack))
      }
    }
    var offset = 0.0
    for index in stack.children.indices {
      let child = member(index, of: stack.children)
      let length = lengthRuns[lengths + index]
      let size = size(child, for: Proposal(along: stack.axis, length, across: across))
      let slot =
        stack.axis == .horizontal
        ? Rect(x: rect.minX + offset, y: rect.minY, width: length, height: rect.height)
        : Rect(x: rect.minX, y: rect.minY + offset, width: rect.width, height: length)
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
      offset += length + stack.spacing
    }
  }

  mutating func stackBaseline(_ stack: StackBox, in size: Size, first: Bool) -> Double {
    guard !stack.children.isEmpty else { return size.height }
    let index = first ? 0 : stack.children.count - 1
    let child = member(index, of: stack.children)
    let childSize = self.childSize(index, of: stack, in: size)
    return offsetOfChild(index, of: stack, in: size)
      + (first ? firstBaseline(child, in: childSize) : lastBaseline(child, in: childSize))
  }

  private mutating func childSize(_ index: Int, of stack: StackBox, in size: Size) -> Size {
    let proposal = Proposal(size)
    let lengths = self.lengths(of: stack, for: proposal)
    return self.size(
      member(index, of: stack.children),
      for: Proposal(
        along: stack.axis, lengthRuns[lengths + index],
        across: proposal.length(along: stack.axis.other)))
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
    return (0..<index).reduce(0) { $0 + lengthRuns[lengths + $1] + stack.spacing }
  }

  /// Where each child's length along the axis for `proposal` starts in ``lengthRuns``.
  private mutating func lengths(of stack: StackBox, for proposal: Proposal) -> Int {
    if let known = stackLengths[stack.cache].start(for: proposal, along: stack.axis) {
      return known
    }
    let (start, holdsAcross) = distribute(stack, proposal)
    stackLengths[stack.cache].keep(start, for: proposal, holdsAcross: holdsAcross)
    return start
  }

  /// Distributes `proposal` among the stack's children and returns where their lengths
  /// start in ``lengthRuns``, and whether every child is a leaf whose length along the axis
  /// ignores the proposal across it, so that the lengths hold for any proposal across.
  private mutating func distribute(_ stack: StackBox, _ proposal: Proposal) -> (
    start: Int, holdsAcross: Bool
  ) {
    let axis = stack.axis
    let across = proposal.length(along: axis.other)
    // The run is made first: the distributions of the children's own stacks add theirs after.
    let start = lengthRuns.count
    lengthRuns.append(contentsOf: repeatElement(0, count: stack.children.count))
    var holdsAcross = true
    /// A child's length along the axis for `offered`, noting whether it ignores `across`.
    func childLength(_ child: BoxID, offered: Double?) -> Double {
      let proposal = Proposal(along: axis, offered, across: across)
      if let leaf = leafSize(child, for: proposal) { return leaf.length(along: axis) }
      holdsAcross = false
      return size(child, for: proposal).length(along: axis)
    }
    guard let length = proposal.length(along: axis) else {
      for index in stack.children.indices {
        lengthRuns[start + index] = childLength(member(index, of: stack.children), offered: nil)
      }
      return (start, holdsAcross)
    }
    // The order children are offered space in, kept above any distribution this one is
    // inside of: by descending priority; in a priority, the others before the spacers, the
    // least flexible first.
    let base = offers.count
    defer { offers.removeSubrange(base...) }
    for index in stack.children.indices {
      let child = member(index, of: stack.children)
      let minimum = childLength(child, offered: 0)
      let maximum = max(minimum, childLength(child, offered: .infinity))
      offers.append(
        StackBox.Offer(
          index: index, priority: priority(of: child), isSpacer: isSpacer(child),
          minimum: minimum, flexibility: maximum - minimum))
    }
    offers[base...].sort()
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
        let chosen = childLength(member(offer.index, of: stack.children), offered: share)
        lengthRuns[start + offer.index] = chosen
        space -= chosen
        remaining -= chosen
      }
      groupStart = groupEnd
    }
    return (start, holdsAcross)
  }
}

extension Axis {
  /// The axis across this one.
  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
