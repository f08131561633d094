import VellumHotPaths
import VellumNodes

/// The boxes and placements of one finished layout, shared by the ``PlacedNode``s that read
/// their frames from it.
///
/// A walk that visits every placement (a renderer matching its nodes) follows placements by
/// their indices here, and makes a ``PlacedNode`` only for what it reads further: a
/// `PlacedNode` holds this object, and each one made or dropped retains or releases it.
///
/// ```swift
/// let boxes = PointLayout(screen: .iPhone15).layout(root).boxes
/// boxes.firstChild(of: 0)   // 1, the placement of the root's first child
/// ```
package final class LayoutBoxes {
  let tree: BoxTree
  let placements: Placements
  /// For a right-to-left layout, the sum of the left and right edges of the rectangle it was
  /// laid out in: its frames are mirrored about that rectangle's vertical centre line.
  let mirrorAxis: Double?

  init(tree: BoxTree, placements: Placements, mirrorAxis: Double? = nil) {
    self.tree = tree
    self.placements = placements
    self.mirrorAxis = mirrorAxis
  }

  /// The frame of `box`, mirrored for a right-to-left layout: SwiftUI lays a right-to-left
  /// screen out as the left-to-right one flipped horizontally, so a stack's leading child
  /// stands at its right (`LayoutDirection.rightToLeft`, developer.apple.com).
  func frame(of box: BoxID) -> Rect? {
    guard let frame = tree.frame(of: box) else { return nil }
    guard let mirrorAxis else { return frame }
    return Rect(
      x: mirrorAxis - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
  }

  /// The placements where they are kept: an entry read as a value is a copy of its node.
  private var entries: ElementsInPlace<Placements.Entry> { placements.entries.elementsInPlace }

  /// The first child of the placement `index`, or -1.
  package func firstChild(of index: Int) -> Int { entries[index].firstChild }

  /// The placement after `index` among its parent's children, or -1.
  package func nextSibling(of index: Int) -> Int { entries[index].nextSibling }

  /// The role of the node the placement `index` places, read without copying the node.
  package func role(of index: Int) -> Role { entries[index].node.role }

  /// Whether the placement `index` places `node`: the node placed has its identity and role.
  package func isPlacement(_ index: Int, of node: Node) -> Bool {
    let entries = entries
    return entries[index].node.identity == node.identity && entries[index].node.role == node.role
  }

  /// Appends the frames of the placement `index` and of every placement inside it, depth
  /// first, each moved by `-corner`: its view's frame, then its attachments' (modifiers',
  /// parts', and the views of its layers), then its children's. A box with no frame appends
  /// a rectangle at minus infinity. Two placements that append the same frames from their
  /// own corners stand alike: each of their views where the other's stands, from there.
  ///
  /// ```swift
  /// var frames: [Rect] = []
  /// boxes.appendFrames(of: button, from: corner, to: &frames)   // [button, its label]
  /// ```
  package func appendFrames(of index: Int, from corner: Point, to frames: inout [Rect]) {
    func append(_ box: BoxID) {
      guard let frame = box >= 0 ? frame(of: box) : nil else {
        return frames.append(Rect(x: -.infinity, y: -.infinity, width: 0, height: 0))
      }
      frames.append(
        Rect(
          x: frame.minX - corner.x, y: frame.minY - corner.y, width: frame.width,
          height: frame.height))
    }
    append(entries[index].box)
    for attachment in placements.attachments(of: index) {
      switch attachment {
      case .modifier(_, let box), .part(_, let box): append(box)
      case .layer(_, let holder):
        var layer = firstChild(of: holder)
        while layer >= 0 {
          appendFrames(of: layer, from: corner, to: &frames)
          layer = nextSibling(of: layer)
        }
      }
    }
    var child = firstChild(of: index)
    while child >= 0 {
      appendFrames(of: child, from: corner, to: &frames)
      child = nextSibling(of: child)
    }
  }
}
