import Foundation
import VellumHotPaths
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
package struct PlacedNode {
  /// The layout's boxes and placements, where the frames are.
  package let boxes: LayoutBoxes
  /// This placement's index among the layout's placements.
  package let index: Int

  /// The placement `index` of the layout `boxes`.
  package init(boxes: LayoutBoxes, index: Int) {
    self.boxes = boxes
    self.index = index
  }

  /// The node placed.
  package var node: Node { entries[index].node }

  /// The layout's placements where it keeps them: an entry read out of the array as a value
  /// is a copy of its node, which retains and releases every reference the node holds, and a
  /// renderer asks each placement its role and identity as it walks the page. The layout's
  /// boxes, which this placement holds, keep the array alive and unchanged.
  private var entries: ElementsInPlace<Placements.Entry> {
    boxes.placements.entries.elementsInPlace
  }

  /// The role of the node placed, read without copying the node.
  package var role: Role { boxes.role(of: index) }

  /// The value of the node's last attribute named `name`, read without copying the node.
  package subscript(name: AttributeName) -> AttributeValue? { entries[index].node[name] }

  /// The identity of the node placed, read without copying the node.
  package var identity: Identity { entries[index].node.identity }

  /// The placement of the node's first child that the layout places, if any; with
  /// ``nextSibling``, the children in order without an array made.
  package var firstChild: PlacedNode? { placement(boxes.firstChild(of: index)) }

  /// The placement of the next child of this one's parent, if any.
  package var nextSibling: PlacedNode? { placement(boxes.nextSibling(of: index)) }

  private func placement(_ index: Int) -> PlacedNode? {
    index >= 0 ? PlacedNode(boxes: boxes, index: index) : nil
  }

  /// The placement holding the views of the node's attribute at `attribute` (a `background`
  /// or an `overlay`), whose children they are.
  package func layerHolder(_ attribute: Int) -> PlacedNode? {
    for case .layer(attribute, let holder) in boxes.placements.attachments(of: index) {
      return PlacedNode(boxes: boxes, index: holder)
    }
    return nil
  }

  /// The placements of the node's children that the layout places, in order.
  package var children: [PlacedNode] {
    boxes.placements.children(of: index).map { PlacedNode(boxes: boxes, index: $0) }
  }

  /// The placements of the nodes of a `background`, `overlay` or similar attribute, by the
  /// attribute's index in the node's attributes.
  package var layers: [Int: [PlacedNode]] {
    var layers: [Int: [PlacedNode]] = [:]
    for case .layer(let attribute, let holder) in boxes.placements.attachments(of: index) {
      layers[attribute] = PlacedNode(boxes: boxes, index: holder).children
    }
    return layers
  }

  /// The box of the view itself.
  private var box: BoxID? {
    let box = entries[index].box
    return box >= 0 ? box : nil
  }

  /// The box the outermost laying-out attribute wrapped the view in, or the view's own.
  private var outerBox: BoxID? {
    var outer = box
    for case .modifier(_, let box) in boxes.placements.attachments(of: index) { outer = box }
    return outer
  }

  /// The frames of the boxes the node's laying-out attributes wrapped the view in, innermost
  /// first, each with the index of its attribute among the node's attributes.
  ///
  /// ```swift
  /// placed.modifierFrames   // Text("Hi").padding(): [(attribute: 1, frame: (160, 400, 73, 52))]
  /// ```
  package var modifierFrames: [(attribute: Int, frame: Rect)] {
    boxes.placements.attachments(of: index).compactMap { attachment in
      guard case .modifier(let attribute, let box) = attachment else { return nil }
      return boxes.frame(of: box).map { (attribute, $0) }
    }
  }

  /// The frame of the view itself, before its modifiers.
  package var frame: Rect? { box.flatMap { boxes.frame(of: $0) } }

  /// The frame of the view with all its modifiers: what its parent placed.
  package var outerFrame: Rect? { outerBox.flatMap { boxes.frame(of: $0) } }

  /// Where the parts the system draws for the view were placed, in order: a navigation
  /// stack's bar, a tab view's bar, a list's rows, a control's accessory.
  package var parts: [(part: SystemPart, frame: Rect)] {
    boxes.placements.attachments(of: index).compactMap { attachment in
      guard case .part(let part, let box) = attachment else { return nil }
      return boxes.frame(of: box).map { (part, $0) }
    }
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
