import VellumValues

/// The columns of a split view: side by side with `│` between them when offered at least 80
/// cells, each an equal share; otherwise only the column a phone shows, as iOS collapses a
/// split view at compact width (see `Node.collapsedColumn`).
final class SplitBox: LayoutBox {
  let columns: [LayoutBox]
  /// The column shown when the split view is collapsed, with its back button.
  let collapsed: LayoutBox
  private static let sideBySideWidth = 80

  init(columns: [LayoutBox], collapsed: LayoutBox) {
    self.columns = columns
    self.collapsed = collapsed
  }

  private func layout(for width: Int?) -> LayoutBox {
    guard let width, width >= Self.sideBySideWidth, columns.count > 1 else { return collapsed }
    let share = (width - (columns.count - 1) * 3) / columns.count
    var parts: [LayoutBox] = []
    for (index, column) in columns.enumerated() {
      if index > 0 { parts.append(DividerBox(axis: .horizontal)) }
      parts.append(
        FrameBox(
          width: FrameBox.Bounds(fixed: share), height: FrameBox.Bounds(), alignment: .topLeading,
          child: column))
    }
    return StackBox(axis: .horizontal, spacing: 1, alignment: .topLeading, children: parts)
  }

  override func wantsToGrow(along axis: Axis) -> Bool { axis == .horizontal }

  /// Side by side, the split view takes the whole width offered, so it is drawn at the width it
  /// was measured for and keeps the same arrangement.
  override func measure(_ proposal: Proposal) -> CellSize {
    let size = layout(for: proposal.width).size(for: proposal)
    guard let width = proposal.width, width >= Self.sideBySideWidth else { return size }
    return CellSize(width: width, height: size.height)
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    layout(for: rect.width).draw(in: rect, on: &canvas)
  }
}
