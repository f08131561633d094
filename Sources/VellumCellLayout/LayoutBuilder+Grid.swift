import VellumNodes
import VellumValues

extension LayoutBuilder {
  /// A `LazyVGrid`: its cells row by row on columns resolved from its tracks.
  func lazyVGridBox(for node: Node, style: InheritedTextStyle) -> LayoutBox {
    let tracks = gridTracks(node[.columns], toCells: Cells.columns)
    let alignment = Alignment(horizontal: horizontalAlignment(node), vertical: .center)
    let cells = node.children.map {
      GridBox.Cell(box: box(for: $0, style: style), alignment: alignment)
    }
    return LazyColumnsBox(
      tracks: tracks, cells: cells, columnSpacing: trackSpacing(node[.columns]) ?? 1,
      rowSpacing: number(node[.spacing]).map(Cells.rows) ?? 0, isMirrored: isRightToLeft)
  }

  /// A `LazyHGrid`: its cells column by column, one per row track, columns as wide as their
  /// widest cell.
  func lazyHGridBox(for node: Node, style: InheritedTextStyle) -> LayoutBox {
    let rowCount = max(1, gridTracks(node[.rows], toCells: Cells.rows).count)
    let alignment = Alignment(horizontal: .center, vertical: verticalAlignment(node))
    let cells = node.children.map {
      GridBox.Cell(box: box(for: $0, along: .horizontal, style: style), alignment: alignment)
    }
    let columnCount = (cells.count + rowCount - 1) / rowCount
    let rows = (0..<rowCount).map { row in
      stride(from: row, to: cells.count, by: rowCount).map { cells[$0] }
    }
    return GridBox(
      rows: rows, columns: .measured(count: columnCount),
      columnSpacing: number(node[.spacing]).map(Cells.columns) ?? 1,
      rowSpacing: trackSpacing(node[.rows]) ?? 0, isMirrored: isRightToLeft)
  }

  /// A `Grid`: its `GridRow`s with cells spanning `gridCellColumns`, and views outside rows
  /// spanning every column.
  func gridBox(for node: Node, style: InheritedTextStyle) -> LayoutBox {
    let gridAlignment = alignment(node[.alignment]) ?? .center
    var columnAlignments: [Int: HorizontalAlignment] = [:]
    let rowNodes = node.children
    let columnCount = node.gridColumnCount
    let rows: [[GridBox.Cell]] = rowNodes.map { row in
      guard row.role == .gridRow else {
        return [
          GridBox.Cell(
            box: box(for: row, style: style), span: columnCount, alignment: gridAlignment)
        ]
      }
      var column = 0
      return row.children.map { cell in
        if case .name(let name) = cell[.gridColumnAlignment] {
          columnAlignments[column] = horizontalAlignment(named: name)
        }
        var alignment = gridAlignment
        if case .name(let name) = row[.alignment] {
          alignment.vertical = verticalAlignment(named: name)
        }
        let placed = GridBox.Cell(
          box: box(for: cell, along: .horizontal, style: style), span: cell.gridSpan,
          alignment: alignment)
        column += placed.span
        return placed
      }
    }
    let aligned = rows.map { cells in
      var column = 0
      return cells.map { cell in
        var cell = cell
        if cell.span == 1, let horizontal = columnAlignments[column] {
          cell.alignment.horizontal = horizontal
        }
        column += cell.span
        return cell
      }
    }
    return GridBox(
      rows: aligned, columns: .measured(count: columnCount),
      columnSpacing: number(node[.horizontalSpacing]).map(Cells.columns) ?? 1,
      rowSpacing: number(node[.verticalSpacing]).map(Cells.rows) ?? 0, isMirrored: isRightToLeft)
  }

  func horizontalAlignment(named name: Keyword) -> HorizontalAlignment {
    HorizontalAlignment(keyword: name) ?? .center
  }

  private func verticalAlignment(named name: Keyword) -> VerticalAlignment {
    switch name {
    case .top, .firstTextBaseline: .top
    case .bottom, .lastTextBaseline: .bottom
    default: .center
    }
  }

  /// The tracks of a `columns` or `rows` attribute, in cells.
  private func gridTracks(_ value: AttributeValue?, toCells: (Double) -> Int) -> [GridBox.Track] {
    guard case .list(let items) = value else { return [] }
    return items.map { item in
      if let length = item[field: .fixed].flatMap(number) { return .fixed(toCells(length)) }
      let adaptive = item[field: .adaptive]
      let bounds = adaptive ?? item[field: .flexible]
      guard case .list(let pair)? = bounds, pair.count == 2,
        let low = number(pair[0]), let high = number(pair[1])
      else { return .flexible(minimum: 1, maximum: .max) }
      let minimum = max(1, toCells(low))
      let maximum = high.isInfinite ? Int.max : max(minimum, toCells(high))
      return adaptive == nil
        ? .flexible(minimum: minimum, maximum: maximum)
        : .adaptive(minimum: minimum, maximum: maximum)
    }
  }

  /// The spacing of the first track that sets one, in columns.
  private func trackSpacing(_ value: AttributeValue?) -> Int? {
    guard case .list(let items) = value else { return nil }
    return items.lazy.compactMap { $0[field: .spacing].flatMap(self.number) }.first
      .map(Cells.columns)
  }
}
