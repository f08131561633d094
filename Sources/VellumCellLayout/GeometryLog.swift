import VellumValues

/// Where a layout writes the rectangles of the views that read their geometry —
/// `GeometryReader`s, `Canvas`es and custom `Layout`s — and of named coordinate spaces, so the
/// graph can give those views the sizes the layout offered them. Rectangles are in cells, on
/// the screen the layout drew. Views are found by the key the graph gave each (their node's
/// `geometryKey`, or a modifier's `measurementKey`), unique on the screen.
package final class GeometryLog {
  /// The rectangle each geometry-reading view was drawn in, by its key.
  package var frames: [Int: CellRect] = [:]
  /// What each custom layout was proposed, by its key.
  package var proposals: [Int: Proposal] = [:]
  /// The subviews of each custom layout, by the layout's key.
  package var subviews: [Int: [Subview]] = [:]

  package init() {}

  /// A subview of a custom layout as the layout measured it.
  package struct Subview: Equatable {
    /// Its size for an unspecified proposal.
    package var ideal: CellSize
    /// Its size for an unbounded proposal.
    package var maximum: CellSize
    /// Its `layoutPriority`.
    package var priority: Double
    /// The keys under which the graph keeps its `layoutValue`s.
    package var valueKeys: [String]
  }
  /// The rectangle of every node that carries a `readingKey` (for the accessibility
  /// rendering), by that key.
  package var readingFrames: [Int: CellRect] = [:]
  /// The `readingKey`s of the texts drawn cut off.
  package var cutTexts: Set<Int> = []
  /// The candidate each `ViewThatFits` drew, by its key.
  package var choices: [Int: Int] = [:]
  /// The rectangle of each named coordinate space, by name.
  package var spaces: [String: CellRect] = [:]
  /// What each measured modifier's view was proposed (the widest proposal) and the rectangle
  /// it was drawn in, by the modifier's key.
  package var measured: [Int: (proposal: Proposal, rect: CellRect?)] = [:]
}

/// A box that writes the rectangle it is drawn in, then draws its child there.
final class LoggedBox: LayoutBox {
  let child: LayoutBox
  let write: (CellRect) -> Void

  init(child: LayoutBox, write: @escaping (CellRect) -> Void) {
    self.child = child
    self.write = write
  }

  override func wantsToGrow(along axis: Axis) -> Bool { child.isFlexible(along: axis) }

  override func measure(_ proposal: Proposal) -> CellSize { child.size(for: proposal) }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    write(rect)
    child.draw(in: rect, on: &canvas)
  }
}

/// A `GeometryReader` (or a `Canvas`): it takes all the space offered — along an unbounded
/// axis, what its content needs, and 1 cell with no content — and places its content at its
/// top-leading corner, as SwiftUI's reader does.
final class GeometryReaderBox: LayoutBox {
  let children: [LayoutBox]

  init(children: [LayoutBox]) { self.children = children }

  override func wantsToGrow(along axis: Axis) -> Bool { true }

  override func measure(_ proposal: Proposal) -> CellSize {
    let content = children.reduce(CellSize(width: 1, height: 1)) { size, child in
      let childSize = child.size(for: proposal)
      return CellSize(
        width: max(size.width, childSize.width), height: max(size.height, childSize.height))
    }
    return CellSize(
      width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    let proposal = Proposal(width: rect.width, height: rect.height)
    for child in children {
      child.draw(in: rect.placing(child.size(for: proposal), .topLeading), on: &canvas)
    }
  }
}

/// A box that tells the log what its child was proposed (the widest proposal that is not a
/// probe for flexibility) and the rectangle it was drawn in.
final class MeasuringBox: LayoutBox {
  let child: LayoutBox
  let key: Int
  let log: GeometryLog

  init(child: LayoutBox, key: Int, log: GeometryLog) {
    self.child = child
    self.key = key
    self.log = log
  }

  override func wantsToGrow(along axis: Axis) -> Bool { child.isFlexible(along: axis) }

  override func measure(_ proposal: Proposal) -> CellSize {
    let width = proposal.width ?? 0
    let known = log.measured[key]?.proposal.width ?? -1
    if width < LayoutBox.unbounded, width >= known {
      log.measured[key] = (proposal, log.measured[key]?.rect)
    }
    return child.size(for: proposal)
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    let proposal = log.measured[key]?.proposal ?? Proposal(width: rect.width, height: rect.height)
    log.measured[key] = (proposal, rect)
    child.draw(in: rect, on: &canvas)
  }
}
