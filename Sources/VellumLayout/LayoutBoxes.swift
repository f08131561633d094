/// The boxes of one layout, shared by its placements, which read their frames from it.
final class LayoutBoxes {
  var tree: BoxTree

  init(screen: Screen, capacity: Int = 0) { tree = BoxTree(screen: screen, capacity: capacity) }
}
