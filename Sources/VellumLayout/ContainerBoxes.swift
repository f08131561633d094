import Foundation
import VellumValues

/// A `ScrollView`: it fills the space offered and proposes its content that space across its
/// axis and nothing along it, so the content takes its ideal length and scrolls; the content
/// starts at the top (or leading edge) and is centred across.
struct ScrollBox {
  let axis: Axis
  let content: BoxID

  func contentProposal(_ size: Proposal) -> Proposal {
    Proposal(along: axis, nil, across: size.length(along: axis.other))
  }
}

/// A `GeometryReader` (or a `Canvas`): it takes all the space offered (10 points along an
/// unspecified dimension) and proposes that space to its content, which it puts at its
/// top-leading corner.
struct GeometryReaderBox {
  let children: BoxList
}

/// A `ViewThatFits`: the first candidate whose ideal size fits the proposal along the
/// constrained axes, or the last one.
struct FirstFittingBox {
  let horizontal: Bool
  let vertical: Bool
  let candidates: [BoxID]
  /// Told the index of the candidate placed.
  let chose: (Int) -> Void
}

/// Boxes stacked one above the other at fixed offsets, filling the width offered: the parts of
/// a screen (bars, content) and of a list (sections, rows).
struct ColumnBox {
  /// One part: a box, how far below the previous part it starts, its horizontal insets and,
  /// when it fills what is left of the height, that it does.
  struct Part {
    var box: BoxID
    var gap: Double = 0
    var insets: (leading: Double, trailing: Double) = (0, 0)
    var fillsHeight = false
    var minimumHeight: Double = 0
  }

  let parts: [Part]
  let fillsProposal: Bool
}

extension BoxTree {
  mutating func measureScroll(_ scroll: ScrollBox, _ proposal: Proposal) -> Size {
    let content = size(scroll.content, for: scroll.contentProposal(proposal))
    return Size(
      width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  mutating func placeScroll(_ scroll: ScrollBox, in rect: Rect) {
    let size = size(scroll.content, for: scroll.contentProposal(Proposal(rect.size)))
    var frame = rect.placing(size, at: scroll.axis == .vertical ? .top : .leading)
    if scroll.axis == .vertical { frame.origin.y = rect.minY } else { frame.origin.x = rect.minX }
    place(scroll.content, in: frame)
  }

  /// The index of the candidate `box` shows for `proposal`.
  private mutating func choice(_ box: FirstFittingBox, for proposal: Proposal) -> Int? {
    guard !box.candidates.isEmpty else { return nil }
    for (index, candidate) in box.candidates.enumerated() {
      let ideal = size(
        candidate,
        for: Proposal(
          width: box.horizontal ? nil : proposal.width,
          height: box.vertical ? nil : proposal.height))
      let fitsWidth = !box.horizontal || ideal.width <= (proposal.width ?? .infinity) + 1e-9
      let fitsHeight = !box.vertical || ideal.height <= (proposal.height ?? .infinity) + 1e-9
      if fitsWidth && fitsHeight { return index }
    }
    return box.candidates.count - 1
  }

  mutating func measureFirstFitting(_ box: FirstFittingBox, _ proposal: Proposal) -> Size {
    guard let index = choice(box, for: proposal) else { return .zero }
    return size(box.candidates[index], for: proposal)
  }

  mutating func placeFirstFitting(_ box: FirstFittingBox, in rect: Rect) {
    guard let index = choice(box, for: Proposal(rect.size)) else { return }
    box.chose(index)
    let candidate = box.candidates[index]
    place(candidate, in: rect.placing(size(candidate, for: Proposal(rect.size)), at: .center))
  }

  private mutating func heights(_ column: ColumnBox, width: Double?, height: Double?) -> [Double] {
    var heights = column.parts.map { part -> Double in
      guard !part.fillsHeight else { return 0 }
      let inner = width.map { max(0, $0 - part.insets.leading - part.insets.trailing) }
      return max(
        part.minimumHeight, size(part.box, for: Proposal(width: inner, height: nil)).height)
    }
    if let height, let filling = column.parts.firstIndex(where: \.fillsHeight) {
      let used = heights.reduce(0, +) + column.parts.reduce(0) { $0 + $1.gap }
      heights[filling] = max(0, height - used)
    }
    return heights
  }

  mutating func measureColumn(_ column: ColumnBox, _ proposal: Proposal) -> Size {
    let heights = self.heights(column, width: proposal.width, height: proposal.height)
    let content = heights.reduce(0, +) + column.parts.reduce(0) { $0 + $1.gap }
    let width =
      proposal.width
      ?? column.parts.map {
        size($0.box, for: .unspecified).width + $0.insets.leading + $0.insets.trailing
      }
      .max() ?? 0
    guard column.fillsProposal, let height = proposal.height else {
      return Size(width: width, height: content)
    }
    return Size(width: width, height: height.isFinite ? height : content)
  }

  mutating func placeColumn(_ column: ColumnBox, in rect: Rect) {
    let heights = self.heights(column, width: rect.width, height: rect.height)
    var y = rect.minY
    for (index, part) in column.parts.enumerated() {
      y += part.gap
      let width = max(0, rect.width - part.insets.leading - part.insets.trailing)
      let size = size(
        part.box, for: Proposal(width: width, height: part.fillsHeight ? heights[index] : nil))
      let slot = Rect(
        x: rect.minX + part.insets.leading, y: y, width: width, height: heights[index])
      place(
        part.box,
        in: part.fillsHeight
          ? slot : Rect(x: slot.minX, y: y, width: min(size.width, width), height: heights[index]))
      y += heights[index]
    }
  }
}
