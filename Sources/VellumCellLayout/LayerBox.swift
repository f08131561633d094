import VellumValues

/// A background or overlay: the content decides the size; the layer is offered that size and
/// drawn behind or in front of it.
final class LayerBox: LayoutBox {
  let content: LayoutBox
  let layer: LayoutBox
  let alignment: Alignment
  let isInFront: Bool
  /// Whether the content fills the screen in SwiftUI (a list, a scroll view), though it is
  /// measured here at its rows' height.
  let fillsScreen: Bool

  init(
    content: LayoutBox, layer: LayoutBox, alignment: Alignment, isInFront: Bool,
    fillsScreen: Bool = false
  ) {
    self.content = content
    self.layer = layer
    self.alignment = alignment
    self.isInFront = isInFront
    self.fillsScreen = fillsScreen
  }

  override func wantsToGrow(along axis: Axis) -> Bool { content.isFlexible(along: axis) }

  /// The content's size; except that content which fills the screen in SwiftUI grows to show
  /// the whole layer, so an empty list's overlay (its empty state) is not cut away.
  override func measure(_ proposal: Proposal) -> CellSize {
    let size = content.size(for: proposal)
    guard fillsScreen else { return size }
    let width = max(size.width, proposal.width ?? layer.size(for: Proposal.unspecified).width)
    let height =
      proposal.height ?? layer.size(for: Proposal(width: width, height: nil)).height
    return CellSize(width: width, height: max(size.height, height))
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    let layerRect = rect.placing(
      layer.size(for: Proposal(width: rect.width, height: rect.height)), alignment)
    if !isInFront { layer.draw(in: layerRect, on: &canvas) }
    content.draw(in: rect, on: &canvas)
    if isInFront { layer.draw(in: layerRect, on: &canvas) }
  }
}
