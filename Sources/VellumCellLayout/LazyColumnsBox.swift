import VellumValues

/// A `LazyVGrid`: how many columns its tracks resolve to depends on the proposed width, so the
/// cells are grouped into rows once that width is known.
final class LazyColumnsBox: LayoutBox {
  let tracks: [GridBox.Track]
  let cells: [GridBox.Cell]
  let columnSpacing: Int
  let rowSpacing: Int
  /// Whether the columns run from the right (a right-to-left layout).
  let isMirrored: Bool
  private var grids: [Int?: GridBox] = [:]

  init(
    tracks: [GridBox.Track], cells: [GridBox.Cell], columnSpacing: Int, rowSpacing: Int,
    isMirrored: Bool = false
  ) {
    self.tracks = tracks
    self.cells = cells
    self.columnSpacing = columnSpacing
    self.rowSpacing = rowSpacing
    self.isMirrored = isMirrored
  }

  override func wantsToGrow(along axis: Axis) -> Bool { grid(for: nil).isFlexible(along: axis) }

  override func measure(_ proposal: Proposal) -> CellSize {
    grid(for: proposal.width).size(for: proposal)
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    grid(for: rect.width).draw(in: rect, on: &canvas)
  }

  /// The grid of rows for a width: as many cells per row as the tracks resolve to columns.
  private func grid(for width: Int?) -> GridBox {
    if let grid = grids[width] { return grid }
    let count = max(1, GridBox.resolve(tracks, width: width, spacing: columnSpacing).count)
    let rows = stride(from: 0, to: cells.count, by: count).map {
      Array(cells[$0..<min(cells.count, $0 + count)])
    }
    let grid = GridBox(
      rows: rows, columns: .tracks(tracks), columnSpacing: columnSpacing, rowSpacing: rowSpacing,
      isMirrored: isMirrored)
    grids[width] = grid
    return grid
  }
}
