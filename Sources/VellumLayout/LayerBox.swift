import Foundation
import VellumValues

/// `background` and `overlay`: the content decides the size; the layer is proposed that size
/// and aligned in it, drawn behind or in front.
final class LayerBox: Box {
  let content: Box
  let layer: Box
  let alignment: Alignment

  init(content: Box, layer: Box, alignment: Alignment) {
    self.content = content
    self.layer = layer
    self.alignment = alignment
  }

  override func measure(_ proposal: Proposal) -> Size { content.size(for: proposal) }

  override func placeChildren(in rect: Rect) {
    content.place(in: rect)
    layer.place(in: rect.placing(layer.size(for: Proposal(rect.size)), at: alignment))
  }

  override func firstBaseline(in size: Size) -> Double { content.firstBaseline(in: size) }
  override func lastBaseline(in size: Size) -> Double { content.lastBaseline(in: size) }
}

/// A `ZStack`: every child is offered the same space; the stack is as large as the children
/// aligned on each other, each placed at the alignment.
final class ZStackBox: Box {
  let alignment: Alignment
  let children: [Box]

  init(alignment: Alignment, children: [Box]) {
    self.alignment = alignment
    self.children = children
  }

  override func measure(_ proposal: Proposal) -> Size {
    children.reduce(Size.zero) { size, child in
      let own = child.size(for: proposal)
      return Size(width: max(size.width, own.width), height: max(size.height, own.height))
    }
  }

  override func placeChildren(in rect: Rect) {
    for child in children {
      child.place(in: rect.placing(child.size(for: Proposal(rect.size)), at: alignment))
    }
  }
}
