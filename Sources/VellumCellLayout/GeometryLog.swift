import VellumValues

/// Where the text layout writes what the accessibility rendering reads of it: the cells each
/// element was drawn in and the texts drawn cut off. Elements are found by their node's
/// `readingKey`, unique on the screen.
package final class GeometryLog {
  /// The rectangle of every node that carries a `readingKey`, by that key.
  package var readingFrames: [Int: CellRect] = [:]
  /// The `readingKey`s of the texts drawn cut off.
  package var cutTexts: Set<Int> = []

  package init() {}
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
