/// A grid of character cells that layouts draw into, then read back as lines of text.
///
/// A wide character fills its cell and marks the next one as its continuation; a wide character
/// that would cross the right edge or the edge of its clip is drawn as a space. Lines come back
/// without trailing spaces.
///
/// ```swift
/// var canvas = Canvas(width: 10)
/// canvas.draw("Hi", at: CellPoint(x: 1, y: 0))
/// canvas.lines   // [" Hi"]
/// ```
struct Canvas {
  private enum Cell: Equatable {
    case blank
    case character(Character)
    case continuation
  }

  let width: Int
  private var rows: [[Cell]] = []

  init(width: Int) { self.width = width }

  /// Draws `text` on one row starting at `point`, cut at `limit` columns (and the canvas edge).
  mutating func draw(_ text: some StringProtocol, at point: CellPoint, limit: Int = .max) {
    guard point.y >= 0 else { return }
    let end = limit >= width ? width : min(width, point.x + max(0, limit))
    var x = point.x
    for character in text {
      let cells = character.cellWidth
      if cells == 0 { continue }
      if x + cells > end { break }
      if x >= 0 {
        set(.character(character), x: x, y: point.y)
        if cells == 2 { set(.continuation, x: x + 1, y: point.y) }
      }
      x += cells
    }
  }

  /// Fills `count` cells from `point` with `character`.
  mutating func fill(_ character: Character, at point: CellPoint, count: Int) {
    guard count > 0 else { return }
    draw(String(repeating: character, count: count), at: point, limit: count)
  }

  /// Makes sure the canvas has at least `height` rows.
  mutating func extend(to height: Int) {
    while rows.count < height { rows.append([Cell](repeating: .blank, count: width)) }
  }

  private mutating func set(_ cell: Cell, x: Int, y: Int) {
    guard x >= 0, x < width else { return }
    extend(to: y + 1)
    if rows[y][x] == .continuation, x > 0 { rows[y][x - 1] = .blank }
    if case .character(let old) = rows[y][x], old.cellWidth == 2, x + 1 < width,
      rows[y][x + 1] == .continuation
    {
      rows[y][x + 1] = .blank
    }
    rows[y][x] = cell
  }

  /// The rows as text, trailing spaces removed.
  var lines: [String] {
    rows.map { row in
      var line = ""
      for cell in row {
        switch cell {
        case .blank: line.append(" ")
        case .character(let character): line.append(character)
        case .continuation: break
        }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}

/// A cell position: column `x`, row `y`.
struct CellPoint: Equatable {
  var x: Int
  var y: Int
}

/// A size in cells.
struct CellSize: Equatable {
  var width: Int
  var height: Int

  static let zero = CellSize(width: 0, height: 0)
}

/// A rectangle of cells.
struct CellRect: Equatable {
  var origin: CellPoint
  var size: CellSize

  var x: Int { origin.x }
  var y: Int { origin.y }
  var width: Int { size.width }
  var height: Int { size.height }

  init(x: Int, y: Int, width: Int, height: Int) {
    origin = CellPoint(x: x, y: y)
    size = CellSize(width: width, height: height)
  }

  /// This rectangle with `insets` cells removed from each edge.
  func inset(top: Int, leading: Int, bottom: Int, trailing: Int) -> CellRect {
    CellRect(
      x: x + leading, y: y + top, width: max(0, width - leading - trailing),
      height: max(0, height - top - bottom))
  }

  /// A rectangle of `size` placed inside this one by `alignment`.
  func placing(_ size: CellSize, _ alignment: Alignment) -> CellRect {
    let dx: Int
    switch alignment.horizontal {
    case .leading: dx = 0
    case .trailing: dx = width - size.width
    default: dx = (width - size.width) / 2
    }
    let dy: Int
    switch alignment.vertical {
    case .top, .firstTextBaseline: dy = 0
    case .bottom, .lastTextBaseline: dy = height - size.height
    default: dy = (height - size.height) / 2
    }
    return CellRect(x: x + max(0, dx), y: y + max(0, dy), width: size.width, height: size.height)
  }
}

/// What a parent offers a child: a width and height in cells, or `nil` for "your ideal size".
struct Proposal: Hashable {
  var width: Int?
  var height: Int?

  static let unspecified = Proposal(width: nil, height: nil)
}
