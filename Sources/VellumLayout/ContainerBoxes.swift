import Foundation
import VellumValues

/// A `ScrollView`: it fills the space offered and proposes its content that space across its
/// axis and nothing along it, so the content takes its ideal length and scrolls; the content
/// starts at the top (or leading edge) and is centred across.
final class ScrollBox: Box {
  let axis: Axis
  let content: Box

  init(axis: Axis, content: Box) {
    self.axis = axis
    self.content = content
  }

  private func contentProposal(_ size: Proposal) -> Proposal {
    Proposal(along: axis, nil, across: size.length(along: axis.other))
  }

  override func measure(_ proposal: Proposal) -> Size {
    let content = self.content.size(for: contentProposal(proposal))
    return Size(
      width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  override func placeChildren(in rect: Rect) {
    let size = content.size(for: contentProposal(Proposal(rect.size)))
    var frame = rect.placing(size, at: axis == .vertical ? .top : .leading)
    if axis == .vertical { frame.origin.y = rect.minY } else { frame.origin.x = rect.minX }
    content.place(in: frame)
  }
}

/// A `GeometryReader` (or a `Canvas`): it takes all the space offered (10 points along an
/// unspecified dimension) and proposes that space to its content, which it puts at its
/// top-leading corner.
final class GeometryReaderBox: Box {
  let children: [Box]

  init(children: [Box]) { self.children = children }

  override func measure(_ proposal: Proposal) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in rect: Rect) {
    for child in children {
      let size = child.size(for: Proposal(rect.size))
      child.place(in: Rect(origin: rect.origin, size: size))
    }
  }
}

/// A `ViewThatFits`: the first candidate whose ideal size fits the proposal along the
/// constrained axes, or the last one.
final class FirstFittingBox: Box {
  let horizontal: Bool
  let vertical: Bool
  let candidates: [Box]
  /// Told the index of the candidate placed.
  let chose: (Int) -> Void

  init(horizontal: Bool, vertical: Bool, candidates: [Box], chose: @escaping (Int) -> Void) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.candidates = candidates
    self.chose = chose
  }

  /// The index of the candidate shown for `proposal`.
  func choice(for proposal: Proposal) -> Int? {
    guard !candidates.isEmpty else { return nil }
    for (index, candidate) in candidates.enumerated() {
      let ideal = candidate.size(
        for: Proposal(
          width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
      let fitsWidth = !horizontal || ideal.width <= (proposal.width ?? .infinity) + 1e-9
      let fitsHeight = !vertical || ideal.height <= (proposal.height ?? .infinity) + 1e-9
      if fitsWidth && fitsHeight { return index }
    }
    return candidates.count - 1
  }

  override func measure(_ proposal: Proposal) -> Size {
    guard let index = choice(for: proposal) else { return .zero }
    return candidates[index].size(for: proposal)
  }

  override func placeChildren(in rect: Rect) {
    guard let index = choice(for: Proposal(rect.size)) else { return }
    chose(index)
    let candidate = candidates[index]
    candidate.place(in: rect.placing(candidate.size(for: Proposal(rect.size)), at: .center))
  }
}

/// Boxes stacked one above the other at fixed offsets, filling the width offered: the parts of
/// a screen (bars, content) and of a list (sections, rows).
final class ColumnBox: Box {
  /// One part: a box, how far below the previous part it starts, its horizontal insets and,
  /// when it fills what is left of the height, that it does.
  struct Part {
    var box: Box
    var gap: Double = 0
    var insets: (leading: Double, trailing: Double) = (0, 0)
    var fillsHeight = false
    var minimumHeight: Double = 0
  }

  let parts: [Part]
  let fillsProposal: Bool

  init(parts: [Part], fillsProposal: Bool) {
    self.parts = parts
    self.fillsProposal = fillsProposal
  }

  private func heights(width: Double?, height: Double?) -> [Double] {
    var heights = parts.map { part -> Double in
      guard !part.fillsHeight else { return 0 }
      let inner = width.map { max(0, $0 - part.insets.leading - part.insets.trailing) }
      return max(
        part.minimumHeight, part.box.size(for: Proposal(width: inner, height: nil)).height)
    }
    if let height, let filling = parts.firstIndex(where: \.fillsHeight) {
      let used = heights.reduce(0, +) + parts.reduce(0) { $0 + $1.gap }
      heights[filling] = max(0, height - used)
    }
    return heights
  }

  override func measure(_ proposal: Proposal) -> Size {
    let heights = self.heights(width: proposal.width, height: proposal.height)
    let content = heights.reduce(0, +) + parts.reduce(0) { $0 + $1.gap }
    let width =
      proposal.width
      ?? parts.map { $0.box.size(for: .unspecified).width + $0.insets.leading + $0.insets.trailing }
      .max() ?? 0
    guard fillsProposal, let height = proposal.height else {
      return Size(width: width, height: content)
    }
    return Size(width: width, height: height.isFinite ? height : content)
  }

  override func placeChildren(in rect: Rect) {
    let heights = self.heights(width: rect.width, height: rect.height)
    var y = rect.minY
    for (index, part) in parts.enumerated() {
      y += part.gap
      let width = max(0, rect.width - part.insets.leading - part.insets.trailing)
      let size = part.box.size(
        for: Proposal(width: width, height: part.fillsHeight ? heights[index] : nil))
      let slot = Rect(
        x: rect.minX + part.insets.leading, y: y, width: width, height: heights[index])
      part.box.place(
        in: part.fillsHeight
          ? slot : Rect(x: slot.minX, y: y, width: min(size.width, width), height: heights[index]))
      y += heights[index]
    }
  }
}
