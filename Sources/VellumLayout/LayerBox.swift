import Foundation
import VellumValues

/// `background` and `overlay`: the content decides the size; the layer is proposed that size
/// and aligned in it, drawn behind or in front.
struct LayerBox {
  let content: BoxID
  let layer: BoxID
  let alignment: Alignment
}

/// A `ZStack`: every child is offered the same space; the stack is as large as the children
/// aligned on each other, each placed at the alignment.
struct ZStackBox {
  let alignment: Alignment
  let children: BoxList
}

extension BoxTree {
  mutating func measureZStack(_ stack: ZStackBox, _ proposal: Proposal) -> Size {
    var largest = Size.zero
    for index in stack.children.indices {
      let own = size(member(index, of: stack.children), for: proposal)
      largest = Size(width: max(largest.width, own.width), height: max(largest.height, own.height))
    }
    return largest
  }
}
