/// Boxes a container holds, kept in its tree's one array of children rather than in an array
/// of their own, so a container is a few plain numbers, copied without reference counting.
///
/// ```swift
/// let children = tree.list([text, spacer, button])
/// tree.member(1, of: children)   // spacer
/// ```
struct BoxList {
  /// Where the boxes start in the tree's children.
  let start: Int
  /// How many there are.
  let count: Int

  /// The positions of the boxes in the list.
  var indices: Range<Int> { 0..<count }
  var isEmpty: Bool { count == 0 }
}

extension BoxTree {
  /// Keeps `boxes` as a list of children.
  mutating func list(_ boxes: [BoxID]) -> BoxList {
    let start = lists.count
    lists.append(contentsOf: boxes)
    return BoxList(start: start, count: boxes.count)
  }

  /// The box at `index` in `list`.
  func member(_ index: Int, of list: BoxList) -> BoxID { lists[list.start + index] }
}
