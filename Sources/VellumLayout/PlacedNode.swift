import Foundation
import VellumNodes

/// Where the point layout put a node: the frame of the view itself, the frame after each
/// modifier that lays out (padding, frame, offset, background, …), its children's placements,
/// and those of the views a background or an overlay draws.
///
/// Frames are in screen points, the origin at the screen's top-leading corner. A node the
/// layout did not place (a `ViewThatFits` candidate not chosen, a tab not selected) has no
/// frame.
///
/// ```swift
/// let screen = PointLayout(screen: .iPhone15).layout(host.root)
/// screen.first { $0.node[.text] == .string("Hello") }?.frame   // (x: 176, y: 415, w: 41, h: 20.33)
/// ```
package final class PlacedNode {
  /// The node placed.
  package let node: Node
  /// The placements of the node's children that the layout places, in order.
  package internal(set) var children: [PlacedNode] = []
  /// The placements of the nodes of a `background`, `overlay` or similar attribute, by the
  /// attribute's index in the node's attributes.
  package internal(set) var layers: [Int: [PlacedNode]] = [:]
  /// The layout's boxes, where the frames are.
  let boxes: LayoutBoxes
  /// The box of the view itself.
  var box: BoxID?
  /// The box each laying-out attribute wrapped the view in, by the attribute's index.
  var modifierBoxes: [(index: Int, box: BoxID)] = []
  /// The boxes of the parts the system draws for the view (a bar, a list's rows), in order.
  var partBoxes: [(part: SystemPart, box: BoxID)] = []

  init(node: Node, boxes: LayoutBoxes) {
    self.node = node
    self.boxes = boxes
  }

  /// The frame of the view itself, before its modifiers.
  package var frame: Rect? { box.flatMap { boxes.tree.frame(of: $0) } }

  /// The frame of the view with all its modifiers: what its parent placed.
  package var outerFrame: Rect? {
    (modifierBoxes.last?.box ?? box).flatMap { boxes.tree.frame(of: $0) }
  }

  /// Where the parts the system draws for the view were placed, in order: a navigation
  /// stack's bar, a tab view's bar, a list's rows, a control's accessory.
  package var parts: [(part: SystemPart, frame: Rect)] {
    partBoxes.compactMap { part in boxes.tree.frame(of: part.box).map { (part.part, $0) } }
  }

  /// For a text, its lines as laid out in its frame and the metrics they are measured in.
  package var textLines: (lines: [String], metrics: FontMetrics)? {
    guard let box, let text = boxes.tree.text(of: box), let frame else { return nil }
    return text.lines(for: Proposal(frame.size))
  }

  /// For a text, whether the layout cut it to fit its frame: it lost lines, or a line ends
  /// in an ellipsis, even at its `minimumScaleFactor`.
  ///
  /// ```swift
  /// screen.first { $0[.text] == .string("A long title") }?.isTextCut   // true in 80 points
  /// ```
  package var isTextCut: Bool {
    guard let box, let text = boxes.tree.text(of: box), let frame else { return false }
    let proposal = Proposal(frame.size)
    return !text.oneLine.fits(proposal) && text.layout(for: proposal).isCut
  }

  /// This placement and every one inside it, depth first, children before layers.
  package var all: [PlacedNode] {
    var found: [PlacedNode] = [self]
    for child in children { found += child.all }
    for index in layers.keys.sorted() { for layer in layers[index] ?? [] { found += layer.all } }
    return found
  }

  /// The first placement, depth first, whose node satisfies `predicate`.
  package func first(where predicate: (Node) -> Bool) -> PlacedNode? {
    all.first { predicate($0.node) }
  }
}
