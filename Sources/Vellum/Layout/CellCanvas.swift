import Foundation

/// A grid of character cells that layouts draw into, then read back as lines of text.
///
/// Each cell holds one Unicode scalar, an index into a table of multi-scalar grapheme clusters,
/// or a marker that it continues the wide character before it. ASCII text is copied byte by
/// byte; only other text is measured per grapheme cluster. A wide character that would cross the
/// right edge or the edge of its clip is left out. Rows are kept one after another in one
/// array and come back as lines without trailing spaces.
///
/// ```swift
/// var canvas = CellCanvas(width: 10)
/// canvas.draw("Hi", at: CellPoint(x: 1, y: 0))
/// var text = ""
/// canvas.write(into: &text)   // " Hi\n"
/// ```
struct CellCanvas {
  private static let blank: UInt32 = 0x20
  private static let continuation: UInt32 = 0xFFFF_FFFF
  private static let clusterBase: UInt32 = 0x8000_0000

  let width: Int
  /// The cells, row after row.
  private var cells: [UInt32] = []
  /// The number of rows.
  private(set) var height = 0
  private var clusters: [String] = []

  init(width: Int) { self.width = width }

  /// Draws `text` on one row starting at `point`, cut at `limit` columns (and the canvas edge).
  mutating func draw(_ text: some StringProtocol, at point: CellPoint, limit: Int = .max) {
    guard point.y >= 0 else { return }
    let end = limit >= width ? width : min(width, point.x + max(0, limit))
    guard point.x < end else { return }
    extend(to: point.y + 1)
    // ASCII text, read from the text's storage where it has one, is a cell a printable byte.
    let drewASCII =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        drawIfPrintableASCII(bytes, at: point, end: end)
          || drawIfASCII(bytes, at: point, end: end)
      }
      ?? drawIfASCII(text.utf8, at: point, end: end)
    if drewASCII { return }
    var x = point.x
    for character in text {
      let cells = character.cellWidth
      if cells == 0 { continue }
      if x + cells > end { break }
      if x >= 0 {
        set(code(for: character), x: x, y: point.y)
        for extra in 1..<cells { set(Self.continuation, x: x + extra, y: point.y) }
      }
      x += cells
    }
  }

  /// Draws `bytes` from `point` up to column `end` when they are all ASCII, returning whether
  /// they were.
  ///
  /// The printable bytes fill a run of cells, stored in one access to the cells: only the
  /// cells at the run's ends can cut a wide character in half, so only they are checked (as
  /// ``set(_:x:y:)`` checks every cell it sets).
  private mutating func drawIfASCII(
    _ bytes: some Collection<UInt8>, at point: CellPoint, end: Int
  ) -> Bool {
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
    let row = point.y * width
    // Controls take no cell; the others take one each, from `point` to the limit.
    let printable = bytes.reduce(0) { $0 + ($1 >= 0x20 ? 1 : 0) }
    let columns = max(point.x, 0)..<max(min(point.x + printable, end), 0)
    let width = width
    cells.withUnsafeMutableBufferPointer { cells in
      Self.blankHalvesCut(by: columns, of: row, width: width, in: cells)
      var x = point.x
      for byte in bytes where byte >= 0x20 {
        if x >= end { break }
        if x >= 0 { cells[row + x] = UInt32(byte) }
        x += 1
      }
    }
    return true
  }

  /// Draws `bytes` from `point` when they are all printable ASCII and fit before column `end`,
  /// returning whether they were drawn: the commonest text (a label, a row's title), a cell a
  /// byte with no byte skipped and none cut, copied in one loop over the row.
  private mutating func drawIfPrintableASCII(
    _ bytes: UnsafeBufferPointer<UInt8>, at point: CellPoint, end: Int
  ) -> Bool {
    guard point.x >= 0, bytes.count <= end - point.x, bytes.allSatisfy({ $0 &- 0x20 < 0x5F })
    else { return false }
    let row = point.y * width
    let start = row + point.x
    let width = width
    cells.withUnsafeMutableBufferPointer { cells in
      Self.blankHalvesCut(by: point.x..<(point.x + bytes.count), of: row, width: width, in: cells)
      for index in bytes.indices { cells[start + index] = UInt32(bytes[index]) }
    }
    return true
  }

  /// Blanks the halves of wide characters that a run of one-cell characters about to be drawn
  /// over `columns` of the row starting at cell `row` would leave: the left half of one whose
  /// right half the run starts on, and the right half of one whose left half it ends on. Only
  /// the run's ends can cut a wide character, so only they are looked at.
  private static func blankHalvesCut(
    by columns: Range<Int>, of row: Int, width: Int, in cells: UnsafeMutableBufferPointer<UInt32>
  ) {
    guard !columns.isEmpty else { return }
    if columns.lowerBound > 0, cells[row + columns.lowerBound] == continuation {
      cells[row + columns.lowerBound - 1] = blank
    }
    if columns.upperBound < width, cells[row + columns.upperBound] == continuation {
      cells[row + columns.upperBound] = blank
    }
  }

  /// Fills `count` cells from `point` with `character`, which takes one cell.
  mutating func fill(_ character: Character, at point: CellPoint, count: Int) {
    guard count > 0, point.y >= 0 else { return }
    extend(to: point.y + 1)
    let value = code(for: character)
    let start = max(0, point.x)
    let end = count >= width ? width : min(width, point.x + count)
    guard start < end else { return }
    // Only the cells at the ends can cut a wide character in half: they are set first, each
    // blanking a half it leaves outside, and the cells between them are simply replaced.
    set(value, x: start, y: point.y)
    guard end - start > 1 else { return }
    set(value, x: end - 1, y: point.y)
    let row = point.y * width
    for index in (row + start + 1)..<(row + end - 1) { cells[index] = value }
  }

  /// Makes sure the canvas has at least `height` rows.
  mutating func extend(to height: Int) {
    guard height > self.height else { return }
    cells.append(contentsOf: repeatElement(Self.blank, count: (height - self.height) * width))
    self.height = height
  }

  private mutating func code(for character: Character) -> UInt32 {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first { return scalar.value }
    clusters.append(String(character))
    return Self.clusterBase + UInt32(clusters.count - 1)
  }

  /// Sets one cell, blanking the halves of any wide character it overwrites.
  private mutating func set(_ value: UInt32, x: Int, y: Int) {
    guard x >= 0, x < width else { return }
    let index = y * width + x
    if cells[index] == Self.continuation, x > 0 { cells[index - 1] = Self.blank }
    if x + 1 < width, cells[index + 1] == Self.continuation, value != Self.continuation {
      cells[index + 1] = Self.blank
    }
    cells[index] = value
  }

  /// Appends the rows to `text`, each without its trailing spaces and followed by a line break.
  ///
  /// The rows are encoded as UTF-8 in one pass into room for the most bytes they can take (four
  /// a cell, or a cluster's own, and a line break a row). Making text of bytes checks them,
  /// which costs ten times more a byte beyond ASCII than in it, so the ASCII rows are kept one
  /// after another and become one text, checked at ASCII's speed, and each row beyond ASCII
  /// becomes a text of its own; a row beyond ASCII that repeats the last such row (a list's
  /// divider under every row) is neither encoded nor checked again, its text is used again.
  /// The last character of two or three bytes is kept encoded too, so each cell of a line
  /// drawn across the screen is three stores (three even for a character of two: the room for
  /// four a cell covers the third, which the next character overwrites or the count leaves
  /// out). Only then is `text` grown, once, to its final size, and the runs of ASCII rows and
  /// the other rows are appended in order: no row is made a text of its own to be appended,
  /// and the text is not grown and copied a dozen times over a long list.
  func write(into text: inout String) {
    let mostPerCell = clusters.reduce(4) { max($0, $1.utf8.count) }
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: cells.count * mostPerCell + height)
    defer { bytes.deallocate() }
    var next = bytes
    /// The rows beyond ASCII, each once, and where each of their rows comes: after the ASCII
    /// rows' bytes up to `asciiEnd`.
    var wideLines: [String] = []
    var wideRows: [(asciiEnd: Int, line: Int)] = []
    /// The last row beyond ASCII: where its cells start, and how many.
    var wideRow: (start: Int, count: Int)?
    var repeated: (value: UInt32, bytes: (UInt8, UInt8, UInt8), count: Int) = (0, (0, 0, 0), 0)
    cells.withUnsafeBufferPointer { cells in
      for row in 0..<height {
        let start = row * width
        var end = start + width
        while end > start, cells[end - 1] == Self.blank { end -= 1 }
        if let wide = wideRow, wide.count == end - start,
          memcmp(cells.baseAddress! + start, cells.baseAddress! + wide.start, wide.count * 4) == 0
        {
          wideRows.append((next - bytes, wideLines.count - 1))
          continue
        }
        let rowStart = next
        var isASCII = true
        var index = start
        // Eight ASCII cells at a time, the commonest run: four loads, one test, one store (on
        // a little-endian machine, where the first cell is the low half of a load).
        #if _endian(little)
          let eightAtATime = true
        #else
          let eightAtATime = false
        #endif
        while eightAtATime, index + 8 <= end {
          let eight = UnsafeRawPointer(cells.baseAddress! + index)
          let first = eight.loadUnaligned(as: UInt64.self)
          let second = eight.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
          let third = eight.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
          let fourth = eight.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
          guard (first | second | third | fourth) & 0xFFFF_FF80_FFFF_FF80 == 0 else { break }
          let bytes =
            UInt64(Self.asciiBytes(first, second)) | UInt64(Self.asciiBytes(third, fourth)) << 32
          UnsafeMutableRawPointer(next).storeBytes(of: bytes.littleEndian, as: UInt64.self)
          next += 8
          index += 8
        }
        for index in index..<end {
          let value = cells[index]
          if value < 0x80 {
            next.pointee = UInt8(truncatingIfNeeded: value)
            next += 1
            continue
          }
          isASCII = false
          if value == repeated.value {
            (next[0], next[1], next[2]) = repeated.bytes
            next += repeated.count
          } else {
            let end = encode(value, at: next)
            if value < 0x1_0000 {
              let count = end - next
              repeated = (value, (next[0], next[1], count == 3 ? next[2] : 0), count)
            }
            next = end
          }
        }
        next.pointee = UInt8(ascii: "\n")
        next += 1
        guard !isASCII else { continue }
        wideLines.append(
          String(
            decoding: UnsafeBufferPointer(start: rowStart, count: next - rowStart), as: UTF8.self))
        wideRows.append((rowStart - bytes, wideLines.count - 1))
        wideRow = (start, end - start)
        next = rowStart
      }
    }
    let ascii = String(
      decoding: UnsafeBufferPointer(start: bytes, count: next - bytes), as: UTF8.self)
    guard !wideRows.isEmpty else {
      text += ascii
      return
    }
    var size = text.utf8.count + ascii.utf8.count
    for row in wideRows { size += wideLines[row.line].utf8.count }
    text.reserveCapacity(size)
    let utf8 = ascii.utf8
    var asciiStart = utf8.startIndex
    func appendASCII(upTo offset: Int) {
      let end = utf8.index(utf8.startIndex, offsetBy: offset)
      guard end > asciiStart else { return }
      // `append(contentsOf:)` with a `Substring`, not `+=`: the operator takes any sequence of
      // characters and finds it is a substring by casting, for every row.
      text.append(contentsOf: ascii[asciiStart..<end])
      asciiStart = end
    }
    for row in wideRows {
      appendASCII(upTo: row.asciiEnd)
      text += wideLines[row.line]
    }
    appendASCII(upTo: utf8.count)
  }

  /// The bytes of four ASCII cells read as two words, `low` holding the first two: each
  /// cell's low byte, in order from the lowest.
  @inline(__always)
  private static func asciiBytes(_ low: UInt64, _ high: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: low & 0x7F | low >> 24 & 0x7F00)
      | UInt32(truncatingIfNeeded: high & 0x7F | high >> 24 & 0x7F00) << 16
  }

  /// Writes one cell's character as UTF-8 at `next`; returns the address past what it wrote.
  /// Inlined into the loop that writes a row: a divider is a row of three-byte characters.
  @inline(__always)
  private func encode(_ value: UInt32, at next: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    var next = next
    func put(_ byte: UInt32) {
      next.pointee = UInt8(truncatingIfNeeded: byte)
      next += 1
    }
    switch value {
    case 0..<0x80:
      put(value)
    case 0x80..<0x800:
      put(0xC0 | value >> 6)
      put(0x80 | value & 0x3F)
    case 0x800..<0x1_0000:
      put(0xE0 | value >> 12)
      put(0x80 | value >> 6 & 0x3F)
      put(0x80 | value & 0x3F)
    case Self.continuation:
      break
    case Self.clusterBase...:
      for byte in clusters[Int(value - Self.clusterBase)].utf8 { put(UInt32(byte)) }
    default:
      put(0xF0 | value >> 18)
      put(0x80 | value >> 12 & 0x3F)
      put(0x80 | value >> 6 & 0x3F)
      put(0x80 | value & 0x3F)
    }
    return next
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
