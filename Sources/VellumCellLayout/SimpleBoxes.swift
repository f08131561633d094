import VellumValues

/// A child that keeps its space but draws nothing (`hidden()`, `opacity(0)`).
final class HiddenBox: LayoutBox {
  let child: LayoutBox

  init(child: LayoutBox) { self.child = child }

  override func wantsToGrow(along axis: Axis) -> Bool { child.isFlexible(along: axis) }

  override func measure(_ proposal: Proposal) -> CellSize { child.size(for: proposal) }
}

/// Flexible empty space along its stack's axis, at least `minimum` cells long.
final class SpacerBox: LayoutBox {
  let axis: Axis
  let minimum: Int

  /// A spacer's size is a comparison: it is not cached.
  init(axis: Axis, minimum: Int) {
    self.axis = axis
    self.minimum = minimum
    super.init(cachesSizes: false)
  }

  override func wantsToGrow(along axis: Axis) -> Bool { axis == self.axis }

  override func measure(_ proposal: Proposal) -> CellSize {
    axis == .horizontal
      ? CellSize(width: max(minimum, proposal.width ?? 0), height: 0)
      : CellSize(width: 0, height: max(minimum, proposal.height ?? 0))
  }
}

/// A line across a vertical stack (`─`), or down a horizontal one (`│`).
final class DividerBox: LayoutBox {
  let axis: Axis

  /// A divider's size is a comparison: it is not cached, and one divider stands for all of a
  /// screen's along its axis (see ``LayoutBuilder``).
  init(axis: Axis) {
    self.axis = axis
    super.init(cachesSizes: false)
  }

  override func wantsToGrow(along axis: Axis) -> Bool { axis != self.axis }

  override func measure(_ proposal: Proposal) -> CellSize {
    axis == .vertical
      ? CellSize(width: proposal.width ?? 1, height: 1)
      : CellSize(width: 1, height: proposal.height ?? 1)
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    if axis == .vertical {
      canvas.fill(scalar: "─", at: rect.origin, count: rect.width)
    } else {
      for row in 0..<rect.height { canvas.draw("│", at: CellPoint(x: rect.x, y: rect.y + row)) }
    }
  }
}

/// A color, gradient or shape: it takes the space offered and draws nothing, since text has no
/// colors.
final class FillBox: LayoutBox {
  override func measure(_ proposal: Proposal) -> CellSize {
    CellSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
  }
}

/// A child between a prefix and a suffix on its middle line: a button's `[ ` and ` ]`.
///
/// Its sizes are not cached: measuring is its child's size and an addition, and a child that
/// costs more to measure caches its own (a list row's button is asked about three proposals,
/// one more than a cache keeps without allocating).
final class DecoratedBox: LayoutBox {
  let prefix: String
  let suffix: String
  let child: LayoutBox

  /// The cells the prefix takes, and with the suffix's, measured once: a button is measured
  /// for several proposals.
  private let prefixWidth: Int
  private let extra: Int

  init(prefix: String, suffix: String, child: LayoutBox) {
    self.prefix = prefix
    self.suffix = suffix
    self.child = child
    prefixWidth = prefix.cellWidth
    extra = prefixWidth + suffix.cellWidth
    super.init(cachesSizes: false)
  }

  override func measure(_ proposal: Proposal) -> CellSize {
    let inner = child.size(
      for: Proposal(width: proposal.width.map { max(1, $0 - extra) }, height: proposal.height))
    return CellSize(width: inner.width + extra, height: max(1, inner.height))
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    let inner = child.size(
      for: Proposal(width: max(1, rect.width - extra), height: rect.height))
    // The prefix and suffix sit on the content's middle line (the upper one of two), so a
    // padded or multi-line label reads as one control.
    let middle = rect.y + max(0, min(inner.height, rect.height) - 1) / 2
    canvas.draw(prefix, at: CellPoint(x: rect.x, y: middle))
    child.draw(
      in: CellRect(
        x: rect.x + prefixWidth, y: rect.y, width: inner.width, height: rect.height),
      on: &canvas)
    canvas.draw(suffix, at: CellPoint(x: rect.x + prefixWidth + inner.width, y: middle))
  }
}

/// A control that spans the width offered: its label on the left, its value on the right
/// (a toggle's `[on]`, a stepper's value).
final class RowControlBox: LayoutBox {
  let label: LayoutBox
  let value: String
  /// Whether the value is at the leading (left) edge and the label at the right, as in a
  /// right-to-left language.
  let isMirrored: Bool

  init(label: LayoutBox, value: String, isMirrored: Bool = false) {
    self.label = label
    self.value = value
    self.isMirrored = isMirrored
  }

  override func wantsToGrow(along axis: Axis) -> Bool { axis == .horizontal }

  override func measure(_ proposal: Proposal) -> CellSize {
    let gap = value.cellWidth + 1
    let inner = label.size(
      for: Proposal(width: proposal.width.map { max(0, $0 - gap) }, height: proposal.height))
    return CellSize(
      width: max(proposal.width ?? 0, inner.width + gap), height: max(1, inner.height))
  }

  /// The value (a chevron, a toggle's state) sits on the row's centre line, as iOS centres
  /// it beside a label of several lines (on the upper of two).
  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    let gap = value.cellWidth + 1
    let room = max(0, rect.width - gap)
    let line = rect.y + (rect.height - 1) / 2
    guard isMirrored else {
      label.draw(in: CellRect(x: rect.x, y: rect.y, width: room, height: rect.height), on: &canvas)
      canvas.draw(value, at: CellPoint(x: rect.x + rect.width - value.cellWidth, y: line))
      return
    }
    canvas.draw(value, at: CellPoint(x: rect.x, y: line))
    let width = min(room, label.size(for: Proposal(width: room, height: rect.height)).width)
    label.draw(
      in: CellRect(x: rect.x + rect.width - width, y: rect.y, width: width, height: rect.height),
      on: &canvas)
  }
}

/// A text field: its content (or placeholder) in brackets, as wide as offered.
final class FieldBox: LayoutBox {
  let content: String
  /// Whether the field is drawn in brackets; a plain-styled field is its text alone.
  let isBordered: Bool
  /// Whether the text sits at the field's right end, as natural alignment puts it right to left.
  let isRightToLeft: Bool

  init(content: String, isBordered: Bool = true, isRightToLeft: Bool = false) {
    self.content = content
    self.isBordered = isBordered
    self.isRightToLeft = isRightToLeft
  }

  override func wantsToGrow(along axis: Axis) -> Bool { axis == .horizontal }

  override func measure(_ proposal: Proposal) -> CellSize {
    CellSize(width: max(proposal.width ?? 0, content.cellWidth + (isBordered ? 2 : 0)), height: 1)
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    let border = isBordered ? 1 : 0
    let room = rect.width - 2 * border
    let x = rect.x + border + (isRightToLeft ? max(0, room - content.cellWidth) : 0)
    if isBordered {
      canvas.draw("[", at: rect.origin)
      canvas.draw("]", at: CellPoint(x: rect.x + rect.width - 1, y: rect.y))
    }
    canvas.draw(content, at: CellPoint(x: x, y: rect.y), limit: rect.x + border + room - x)
  }
}
