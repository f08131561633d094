/// The boxes and placements of one finished layout, shared by the ``PlacedNode``s that read
/// their frames from it.
final class LayoutBoxes {
  let tree: BoxTree
  let placements: Placements

  init(tree: BoxTree, placements: Placements) {
    self.tree = tree
    self.placements = placements
  }
}
