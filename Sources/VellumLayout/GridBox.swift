import Foundation
import VellumValues

/// A grid of rows: `Grid`'s rows, or a `LazyVGrid`'s cells row by row on its column tracks.
///
/// Column widths come from the tracks when given (`GridItem`'s documented sizes: a fixed track
/// its length; the width left is shared in order among the other tracks, each clamped to its
/// bounds; an adaptive track fits as many columns of at least its minimum as its share holds)
/// or, for a `Grid`, from the widest cell of each column, flexible cells sharing what is left.
/// Rows are as tall as their tallest cell; cells are aligned in their slots.
struct GridBox {
  /// One cell: its box, the columns it spans, and its alignment in its slot.
  struct Cell {
    var box: BoxID
    var span = 1
    var alignment = Alignment.center
  }

  /// A column track of a lazy grid.
  enum Track {
    case fixed(Double, spacing: Double?)
    case flexible(minimum: Double, maximum: Double, spacing: Double?)
    case adaptive(minimum: Double, maximum: Double, spacing: Double?)

    var spacing: Double? {
      switch self {
      case .fixed(_, let spacing), .flexible(_, _, let spacing), .adaptive(_, _, let spacing):
        spacing
      }
    }
  }

  /// How the columns are found: from tracks, the cells flowing into rows, or measured.
  enum Columns {
    case tracks([Track])
    case measured(count: Int)
  }

  let cells: [[Cell]]
  let columns: Columns
  let columnSpacing: Double
  let rowSpacing: Double

  init(rows: [[Cell]], columns: Columns, columnSpacing: Double?, rowSpacing: Double?) {
    cells = rows
    self.columns = columns
    self.columnSpacing = columnSpacing ?? StackBox.defaultSpacing
    self.rowSpacing = rowSpacing ?? StackBox.defaultSpacing
  }
}

extension BoxTree {
  /// The widths of the columns and the gaps after each, for a proposed width.
  private mutating func columnWidths(_ grid: GridBox, for width: Double?) -> (
    widths: [Double], gaps: [Double]
  ) {
    switch grid.columns {
    case .tracks(let tracks): return Self.trackWidths(tracks, width: width)
    case .measured(let count): return measuredWidths(grid, count: count, width: width)
    }
  }

  private static func trackWidths(_ tracks: [GridBox.Track], width: Double?) -> ([Double], [Double])
  {
    let gaps = tracks.dropLast().map { $0.spacing ?? StackBox.defaultSpacing }
    var remaining = (width ?? 0) - gaps.reduce(0, +)
    for track in tracks { if case .fixed(let length, _) = track { remaining -= length } }
    var flexibleLeft = tracks.filter { if case .fixed = $0 { false } else { true } }.count
    var widths: [Double] = []
    var allGaps: [Double] = []
    for (index, track) in tracks.enumerated() {
      let gap = index < gaps.count ? gaps[index] : 0
      switch track {
      case .fixed(let length, _):
        widths.append(length)
        allGaps.append(gap)
      case .flexible(let minimum, let maximum, _):
        let share = width == nil ? minimum : max(0, remaining) / Double(flexibleLeft)
        let chosen = min(maximum, max(minimum, share))
        widths.append(chosen)
        allGaps.append(gap)
        remaining -= chosen
        flexibleLeft -= 1
      case .adaptive(let minimum, let maximum, let spacing):
        let share = width == nil ? minimum : max(0, remaining) / Double(flexibleLeft)
        let inner = spacing ?? StackBox.defaultSpacing
        let count = max(1, Int(((share + inner) / (minimum + inner) + 1e-9).rounded(.down)))
        let each = min(maximum, (share - inner * Double(count - 1)) / Double(count))
        for column in 0..<count {
          widths.append(max(each, minimum))
          allGaps.append(column == count - 1 ? gap : inner)
        }
        remaining -= share
        flexibleLeft -= 1
      }
    }
    return (widths, allGaps)
  }

  private mutating func measuredWidths(_ grid: GridBox, count: Int, width: Double?) -> (
    [Double], [Double]
  ) {
    var widths = [Double](repeating: 0, count: count)
    var flexible = Set<Int>()
    for row in grid.cells {
      var column = 0
      for cell in row {
        if cell.span == 1, column < count {
          let ideal = size(cell.box, for: .unspecified).width
          widths[column] = max(widths[column], ideal)
          if size(cell.box, for: Proposal(width: .infinity, height: nil)).width > ideal {
            flexible.insert(column)
          }
        }
        column += cell.span
      }
    }
    let gaps = (0..<count).map { $0 < count - 1 ? grid.columnSpacing : 0 }
    if let width, width.isFinite, !flexible.isEmpty {
      let left = width - widths.reduce(0, +) - gaps.reduce(0, +)
      if left > 0 { for column in flexible { widths[column] += left / Double(flexible.count) } }
    }
    return (widths, gaps)
  }

  /// The grid's rows of cells: the given rows, or a lazy grid's cells flowed into its columns.
  private static func rows(_ grid: GridBox, columnCount: Int) -> [[GridBox.Cell]] {
    guard case .tracks = grid.columns, let flowing = grid.cells.first else { return grid.cells }
    return stride(from: 0, to: flowing.count, by: max(1, columnCount)).map {
      Array(flowing[$0..<min($0 + max(1, columnCount), flowing.count)])
    }
  }

  private static func slotWidth(_ widths: [Double], _ gaps: [Double], from column: Int, span: Int)
    -> Double
  {
    let end = min(widths.count, column + span)
    guard column < end else { return 0 }
    return (column..<end).reduce(0) { $0 + widths[$1] }
      + (column..<(end - 1)).reduce(0) { $0 + gaps[$1] }
  }

  private mutating func rowHeights(
    _ rows: [[GridBox.Cell]], _ widths: [Double], _ gaps: [Double]
  ) -> [Double] {
    rows.map { row in
      var column = 0
      var height = 0.0
      for cell in row {
        let slot = Self.slotWidth(widths, gaps, from: column, span: cell.span)
        height = max(height, size(cell.box, for: Proposal(width: slot, height: nil)).height)
        column += cell.span
      }
      return height
    }
  }

  mutating func measureGrid(_ grid: GridBox, _ proposal: Proposal) -> Size {
    let (widths, gaps) = columnWidths(grid, for: proposal.width)
    let rows = Self.rows(grid, columnCount: widths.count)
    let heights = rowHeights(rows, widths, gaps)
    let width = widths.reduce(0, +) + gaps.dropLast().reduce(0, +)
    let height = heights.reduce(0, +) + grid.rowSpacing * Double(max(0, heights.count - 1))
    return Size(width: width, height: height)
  }

  mutating func placeGrid(_ grid: GridBox, in rect: Rect) {
    let (widths, gaps) = columnWidths(grid, for: rect.width)
    let rows = Self.rows(grid, columnCount: widths.count)
    let heights = rowHeights(rows, widths, gaps)
    var y = rect.minY
    for (rowIndex, row) in rows.enumerated() {
      var column = 0
      var x = rect.minX
      for cell in row {
        let slotWidth = Self.slotWidth(widths, gaps, from: column, span: cell.span)
        let slot = Rect(x: x, y: y, width: slotWidth, height: heights[rowIndex])
        let size = size(cell.box, for: Proposal(width: slotWidth, height: nil))
        place(cell.box, in: slot.placing(size, at: cell.alignment))
        for step in column..<min(widths.count, column + cell.span) {
          x += widths[step] + gaps[step]
        }
        column += cell.span
      }
      y += heights[rowIndex] + grid.rowSpacing
    }
  }
}
