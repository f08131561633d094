/// The boxes and placements of one finished layout, shared by the ``PlacedNode``s that read
/// their frames from it.
final class LayoutBoxes {
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
}
