import VellumNodes
import VellumValues

extension PointLayout {
  /// Lays out a presented sheet or full-screen cover over the screen and returns the card's
  /// frame with its content's placement; `nil` for an alert or a dialog, which the renderers
  /// draw at iOS's fixed sizes.
  ///
  /// A sheet rises to its smallest detent (`.medium` is half the screen; `.large`, the default,
  /// stops 10 points below the status bar); its content keeps clear of the home indicator.
  ///
  /// ```swift
  /// let (card, placed) = layout.layoutPresentation(sheet)!
  /// ```
  package func layoutPresentation(_ node: Node) -> (card: Rect, placed: PlacedNode)? {
    let full = Rect(origin: Point(x: 0, y: 0), size: screen.size)
    let card: Rect
    switch node.role {
    case .fullScreenCover:
      card = full
    case .sheet:
      let height = sheetHeight(node)
      card = Rect(x: 0, y: full.height - height, width: full.width, height: height)
    default:
      return nil
    }
    let top = node.role == .fullScreenCover ? screen.safeArea.top : 0
    let area = Rect(
      x: card.minX, y: card.minY + top, width: card.width,
      height: max(0, card.height - top - screen.safeArea.bottom))
    var builder = builder(for: node, recorder: nil)
    let placed = builder.layout(node, proposal: Proposal(area.size)) {
      area.placing($0, at: .top)
    }
    return (card, placed.placed)
  }

  /// The height a sheet opens at: its smallest detent.
  private func sheetHeight(_ node: Node) -> Double {
    let large = screen.largeDetentHeight
    guard case .list(let detents) = node.presentedValue(.presentationDetents) else {
      return large
    }
    let heights = detents.compactMap { detent -> Double? in
      switch detent {
      case .name(.medium): return screen.size.height / 2
      case .name(.large): return large
      default: break
      }
      if let fraction = detent[field: .fraction]?.number {
        return screen.size.height * fraction
      }
      return detent[field: .height]?.number
    }
    return min(large, heights.min() ?? large)
  }
}
