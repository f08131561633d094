/// A background or overlay: the content decides the size; the layer is offered that size and
/// drawn behind or in front of it.
final class LayerBox: LayoutBox {
  let content: LayoutBox
  let layer: LayoutBox
  let alignment: Alignment
  let isInFront: Bool

  init(content: LayoutBox, layer: LayoutBox, alignment: Alignment, isInFront: Bool) {
    self.content = content
    self.layer = layer
    self.alignment = alignment
    self.isInFront = isInFront
  }

  override func wantsToGrow(along axis: Axis) -> Bool { content.isFlexible(along: axis) }

  override func measure(_ proposal: Proposal) -> CellSize { content.size(for: proposal) }

  override func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    let layerRect = rect.placing(
      layer.size(for: Proposal(width: rect.width, height: rect.height)), alignment)
    if !isInFront { layer.draw(in: layerRect, on: &canvas) }
    content.draw(in: rect, on: &canvas)
    if isInFront { layer.draw(in: layerRect, on: &canvas) }
  }
}
