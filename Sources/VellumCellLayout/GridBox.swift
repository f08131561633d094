import VellumValues

/// Cells on a table of columns and rows: every cell of a column gets the column's width and
/// every cell of a row the row's height, and each cell sits in its slot by an alignment.
///
/// `LazyVGrid` resolves its columns from ``GridBox/Track``s against the proposed width and
/// fills them row by row; `LazyHGrid` fills its rows column by column with columns as wide as
/// their widest cell; `Grid` has explicit rows whose cells may span columns, each column as
/// wide as its widest single cell.
final class GridBox: LayoutBox {
  /// How a track of a lazy grid is sized, in cells.
  enum Track {
    case fixed(Int)
    case flexible(minimum: Int, maximum: Int)
    case adaptive(minimum: Int, maximum: Int)
  }

  /// One cell: its box, how many columns it spans, and how it sits in its slot.
  struct Cell {
    let box: LayoutBox
    var span = 1
    var alignment: Alignment
  }

  /// How the columns are found.
  enum Columns {
    /// From tracks and the proposed width (`LazyVGrid`).
    case tracks([Track])
    /// From the widest cell of each column (`LazyHGrid`, `Grid`).
    case measured(count: Int)
  }

  let rows: [[Cell]]
  let columns: Columns
  let columnSpacing: Int
  let rowSpacing: Int
  /// Whether the columns run from the right (a right-to-left layout).
  let isMirrored: Bool

  init(
    rows: [[Cell]], columns: Columns, columnSpacing: Int, rowSpacing: Int,
    isMirrored: Bool = false
  ) {
    self.rows = rows
    self.columns = columns
    self.columnSpacing = columnSpacing
    self.rowSpacing = rowSpacing
    self.isMirrored = isMirrored
  }

  override func wantsToGrow(along axis: Axis) -> Bool {
    guard axis == .horizontal, case .tracks(let tracks) = columns else { return false }
    return tracks.contains {
      if case .fixed = $0 { return false }
      return true
    }
  }

  override func measure(_ proposal: Proposal) -> CellSize {
    let widths = columnWidths(for: proposal.width)
    let heights = rowHeights(widths)
    let width = widths.reduce(0, +) + columnSpacing * max(0, widths.count - 1)
    let height = heights.reduce(0, +) + rowSpacing * max(0, heights.count - 1)
    return CellSize(width: width, height: height)
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    let widths = columnWidths(for: rect.width)
    let heights = rowHeights(widths)
    var y = rect.y
    for (row, cells) in rows.enumerated() {
      var column = 0
      for cell in cells where column < widths.count {
        let width = slotWidth(widths, from: column, span: cell.span)
        let offset = widths[..<column].reduce(0, +) + columnSpacing * column
        // Right to left the first column is on the right.
        let x = isMirrored ? rect.x + rect.width - offset - width : rect.x + offset
        let slot = CellRect(x: x, y: y, width: width, height: heights[row])
        let size = cell.box.size(for: Proposal(width: width, height: heights[row]))
        cell.box.draw(in: slot.placing(size, cell.alignment), on: &canvas)
        column += cell.span
      }
      y += heights[row] + rowSpacing
    }
  }

  /// The width of `span` columns from `column`, with the spacing between them.
  private func slotWidth(_ widths: [Int], from column: Int, span: Int) -> Int {
    let end = min(widths.count, column + span)
    return widths[column..<end].reduce(0, +) + columnSpacing * max(0, end - column - 1)
  }

  /// Each row's height: its tallest cell in the width its columns give it.
  private func rowHeights(_ widths: [Int]) -> [Int] {
    rows.map { cells in
      var column = 0
      var height = 0
      for cell in cells where column < widths.count {
        let width = slotWidth(widths, from: column, span: cell.span)
        height = max(height, cell.box.size(for: Proposal(width: width, height: nil)).height)
        column += cell.span
      }
      return height
    }
  }

  /// The columns' widths for a proposed width.
  private func columnWidths(for width: Int?) -> [Int] {
    switch columns {
    case .measured(let count):
      var widths = Array(repeating: 0, count: count)
      for cells in rows {
        var column = 0
        for cell in cells where column < count {
          if cell.span == 1 {
            widths[column] = max(widths[column], cell.box.size(for: .unspecified).width)
          }
          column += cell.span
        }
      }
      return widths
    case .tracks(let tracks):
      return Self.resolve(tracks, width: width, spacing: columnSpacing)
    }
  }

  /// Track widths for a width: fixed tracks take their size; each adaptive track becomes as
  /// many columns of its minimum as fit what is left; flexible and adaptive columns share the
  /// rest evenly within their bounds. An unbounded width gives each track its minimum.
  static func resolve(_ tracks: [Track], width: Int?, spacing: Int) -> [Int] {
    let fixed = tracks.reduce(0) { total, track in
      if case .fixed(let length) = track { return total + length }
      return total
    }
    let sharing = tracks.filter {
      if case .fixed = $0 { return false }
      return true
    }
    let available = width.map { max(0, $0 - fixed - spacing * max(0, tracks.count - 1)) }
    var expanded: [Track] = []
    for track in tracks {
      guard case .adaptive(let minimum, let maximum) = track, let available else {
        expanded.append(track)
        continue
      }
      let share = available / max(1, sharing.count)
      let count = max(1, (share + spacing) / (max(1, minimum) + spacing))
      expanded += Array(repeating: .flexible(minimum: minimum, maximum: maximum), count: count)
    }
    let flexibleCount = expanded.filter {
      if case .fixed = $0 { return false }
      return true
    }.count
    let room =
      width.map { max(0, $0 - fixed - spacing * max(0, expanded.count - 1)) } ?? 0
    let share = flexibleCount == 0 ? 0 : room / flexibleCount
    return expanded.map { track in
      switch track {
      case .fixed(let length): length
      case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
        width == nil ? minimum : min(max(share, minimum), maximum)
      }
    }
  }
}
