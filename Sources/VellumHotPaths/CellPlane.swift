import Foundation

/// The cells of a text canvas, row after row: the text layout's byte kernel, what drawing and
/// writing do the same whatever the size of a cell. A cell is a one-byte code while the canvas
/// is narrow and a character's scalar value once it is wide (see `CellCanvas`); in both, an
/// ASCII character is its own cell, a space is blank and `Cell.max` is the second half of a
/// wide character.
///
/// ```swift
/// var plane = CellPlane<UInt8>(width: 4)
/// plane.extend(by: 1)
/// plane.set(0x41, x: 1, y: 0)   // " A  "
/// ```
///
/// **Contract.** Rows are drawn only once they exist (``extend(by:)``), at columns the caller
/// has clipped to the row; every access is bounds-checked in debug builds (the buffers' own
/// checks), and `CellCanvasTests` and `CellPlaneTests` pin the copies and encodings.
public struct CellPlane<Cell: FixedWidthInteger & UnsignedInteger> {
  /// A blank cell.
  @inlinable public static var blank: Cell { 0x20 }
  /// The second half of a wide character.
  @inlinable public static var continuation: Cell { .max }

  /// The number of cells in a row.
  public let width: Int
  /// The cells, row after row.
  @usableFromInline var storage: [Cell]

  /// The cells, row after row.
  @inlinable public var cells: [Cell] { storage }

  /// A plane of `width` cells a row, holding `cells`.
  @inlinable public init(width: Int, cells: [Cell] = []) {
    self.width = width
    self.storage = cells
  }

  /// Adds `rows` blank rows.
  @inlinable public mutating func extend(by rows: Int) {
    storage.append(contentsOf: repeatElement(Self.blank, count: rows * width))
  }

  /// Draws `text` from column `x` of row `y` up to column `end` when it is all ASCII, returning
  /// whether it was: read from the text's storage where it has one, in one loop over the row
  /// when it is printable and fits, else byte by byte.
  @inlinable public mutating func drawIfASCII(_ text: some StringProtocol, x: Int, y: Int, end: Int)
    -> Bool
  {
    let point = (x: x, y: y)
    return text.utf8.withContiguousStorageIfAvailable { bytes in
      drawIfPrintableASCII(bytes, at: point, end: end) || drawIfAnyASCII(bytes, at: point, end: end)
    } ?? drawIfAnyASCII(text.utf8, at: point, end: end)
  }

  /// Draws `bytes` from `point` up to column `end` when they are all ASCII, returning whether
  /// they were.
  ///
  /// The printable bytes fill a run of cells, stored in one access to the cells: only the
  /// cells at the run's ends can cut a wide character in half, so only they are checked (as
  /// ``set(_:x:y:)`` checks every cell it sets).
  @inlinable mutating func drawIfAnyASCII(
    _ bytes: some Collection<UInt8>, at point: (x: Int, y: Int), end: Int
  ) -> Bool {
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
    let row = point.y * width
    // Controls take no cell; the others take one each, from `point` to the limit.
    let printable = bytes.reduce(0) { $0 + ($1 >= 0x20 ? 1 : 0) }
    let columns = max(point.x, 0)..<max(min(point.x + printable, end), 0)
    let width = width
    storage.withUnsafeMutableBufferPointer { cells in
      Self.blankHalvesCut(by: columns, of: row, width: width, in: cells)
      var x = point.x
      for byte in bytes where byte >= 0x20 {
        if x >= end { break }
        if x >= 0 { cells[row + x] = Cell(byte) }
        x += 1
      }
    }
    return true
  }

  /// Draws `bytes` from `point` when they are all printable ASCII and fit before column `end`,
  /// returning whether they were drawn: the commonest text (a label, a row's title), a cell a
  /// byte with no byte skipped and none cut, copied in one loop over the row.
  @inlinable mutating func drawIfPrintableASCII(
    _ bytes: UnsafeBufferPointer<UInt8>, at point: (x: Int, y: Int), end: Int
  ) -> Bool {
    guard point.x >= 0, bytes.count <= end - point.x, bytes.allSatisfy({ $0 &- 0x20 < 0x5F })
    else { return false }
    let row = point.y * width
    let start = row + point.x
    let width = width
    storage.withUnsafeMutableBufferPointer { cells in
      Self.blankHalvesCut(by: point.x..<(point.x + bytes.count), of: row, width: width, in: cells)
      // One-byte cells are the bytes themselves, copied at once.
      if Cell.bitWidth == 8 {
        guard let source = bytes.baseAddress else { return }
        UnsafeMutableRawPointer(cells.baseAddress! + start).copyMemory(
          from: source, byteCount: bytes.count)
      } else {
        for index in bytes.indices { cells[start + index] = Cell(bytes[index]) }
      }
    }
    return true
  }

  /// Blanks the halves of wide characters that a run of one-cell characters about to be drawn
  /// over `columns` of the row starting at cell `row` would leave: the left half of one whose
  /// right half the run starts on, and the right half of one whose left half it ends on. Only
  /// the run's ends can cut a wide character, so only they are looked at.
  @inlinable static func blankHalvesCut(
    by columns: Range<Int>, of row: Int, width: Int, in cells: UnsafeMutableBufferPointer<Cell>
  ) {
    guard !columns.isEmpty else { return }
    if columns.lowerBound > 0, cells[row + columns.lowerBound] == continuation {
      cells[row + columns.lowerBound - 1] = blank
    }
    if columns.upperBound < width, cells[row + columns.upperBound] == continuation {
      cells[row + columns.upperBound] = blank
    }
  }

  /// Sets the cells of `columns` in row `y`, which lie within the row, to `value`, which
  /// takes one cell: only the cells at the ends can cut a wide character in half, so only
  /// they are checked, and the run is stored in one access to the cells (a list's divider
  /// under every row).
  @inlinable public mutating func fill(_ value: Cell, columns: Range<Int>, y: Int) {
    guard !columns.isEmpty else { return }
    let row = y * width
    let width = width
    storage.withUnsafeMutableBufferPointer { cells in
      Self.blankHalvesCut(by: columns, of: row, width: width, in: cells)
      let run = (row + columns.lowerBound)..<(row + columns.upperBound)
      UnsafeMutableBufferPointer(rebasing: cells[run]).update(repeating: value)
    }
  }

  /// Sets one cell, blanking the halves of any wide character it overwrites.
  @inlinable public mutating func set(_ value: Cell, x: Int, y: Int) {
    guard x >= 0, x < width else { return }
    let index = y * width + x
    if storage[index] == Self.continuation, x > 0 { storage[index - 1] = Self.blank }
    if x + 1 < width, storage[index + 1] == Self.continuation, value != Self.continuation {
      storage[index + 1] = Self.blank
    }
    storage[index] = value
  }

  /// Appends the first `height` rows to `text`, each without its trailing spaces and followed
  /// by a line break. A cell beyond ASCII is written as the character `value` gives it: a
  /// scalar's value, nothing for ``CellPlane/continuation`` of `UInt32`, or the cluster
  /// `clusters[value - clusterBase]` from `clusterBase` on.
  ///
  /// The rows are encoded as UTF-8 in one pass into room for the most bytes they can take.
  /// Making text of bytes checks them, which costs ten times more a byte beyond ASCII than in
  /// it, so the ASCII rows are kept one after another and become one text, checked at ASCII's
  /// speed, and each row beyond ASCII becomes a text of its own; a row beyond ASCII that
  /// repeats the last such row (a list's divider under every row) is neither encoded nor
  /// checked again, its text is used again. Only then is `text` grown, once, to its final
  /// size, and the runs of ASCII rows and the other rows are appended in order: no row is made
  /// a text of its own to be appended, and the text is not grown and copied a dozen times over
  /// a long list. The last character of two or three bytes is kept encoded, so each cell of a
  /// line drawn across the screen is three stores.
  @inlinable public func write(
    rows height: Int, into text: inout String, clusters: [String], clusterBase: UInt32,
    value: (Cell) -> UInt32
  ) {
    let mostPerCell = clusters.reduce(4) { max($0, $1.utf8.count) }
    var repeated: (value: UInt32, bytes: (UInt8, UInt8, UInt8), count: Int) = (0, (0, 0, 0), 0)
    func encode(_ cell: Cell, at next: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
      let value = value(cell)
      if value == repeated.value {
        (next[0], next[1], next[2]) = repeated.bytes
        return next + repeated.count
      }
      let end = Self.encode(value, at: next, clusters: clusters, clusterBase: clusterBase)
      if value < 0x1_0000 {
        let count = end - next
        repeated = (value, (next[0], next[1], count == 3 ? next[2] : 0), count)
      }
      return end
    }
    let bytes = UnsafeMutablePointer<UInt8>.allocate(
      capacity: height * width * mostPerCell + height)
    defer { bytes.deallocate() }
    var next = bytes
    /// The rows beyond ASCII, each once, and where each of their rows comes: after the ASCII
    /// rows' bytes up to `asciiEnd`.
    var wideLines: [String] = []
    var wideRows: [(asciiEnd: Int, line: Int)] = []
    /// The last row beyond ASCII: where its cells start, and how many.
    var wideRow: (start: Int, count: Int)?
    storage.withUnsafeBufferPointer { cells in
      for row in 0..<height {
        let start = row * width
        var end = start + width
        while end > start, cells[end - 1] == Self.blank { end -= 1 }
        if let wide = wideRow, wide.count == end - start,
          memcmp(
            cells.baseAddress! + start, cells.baseAddress! + wide.start,
            wide.count * MemoryLayout<Cell>.stride) == 0
        {
          wideRows.append((next - bytes, wideLines.count - 1))
          continue
        }
        let rowStart = next
        var index = Self.copyASCII(cells, from: start, to: end, into: &next)
        var isASCII = true
        while index < end {
          let cell = cells[index]
          index += 1
          if cell < 0x80 {
            next.pointee = UInt8(truncatingIfNeeded: cell)
            next += 1
          } else {
            isASCII = false
            next = encode(cell, at: next)
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

  /// Copies the ASCII cells from `start`, eight at a time, to `next` as bytes, stopping before
  /// `end` or before eight cells with one beyond ASCII among them; returns where it stopped.
  ///
  /// One-byte cells are eight bytes to load, test and store as they are; four-byte cells are
  /// four loads, one test and one store (on a little-endian machine, where the first cell is
  /// the low half of a load).
  @inline(__always)
  @inlinable static func copyASCII(
    _ cells: UnsafeBufferPointer<Cell>, from start: Int, to end: Int,
    into next: inout UnsafeMutablePointer<UInt8>
  ) -> Int {
    var index = start
    if Cell.bitWidth == 8 {
      while index + 8 <= end {
        let eight = UnsafeRawPointer(cells.baseAddress! + index).loadUnaligned(as: UInt64.self)
        guard eight & 0x8080_8080_8080_8080 == 0 else { break }
        UnsafeMutableRawPointer(next).storeBytes(of: eight, as: UInt64.self)
        next += 8
        index += 8
      }
    } else if Cell.bitWidth == 32 {
      #if _endian(little)
        while index + 8 <= end {
          let eight = UnsafeRawPointer(cells.baseAddress! + index)
          let first = eight.loadUnaligned(as: UInt64.self)
          let second = eight.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
          let third = eight.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
          let fourth = eight.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
          guard (first | second | third | fourth) & 0xFFFF_FF80_FFFF_FF80 == 0 else { break }
          let bytes = UInt64(asciiBytes(first, second)) | UInt64(asciiBytes(third, fourth)) << 32
          UnsafeMutableRawPointer(next).storeBytes(of: bytes, as: UInt64.self)
          next += 8
          index += 8
        }
      #endif
    }
    return index
  }

  /// The bytes of four ASCII four-byte cells read as two words, `low` holding the first two:
  /// each cell's low byte, in order from the lowest.
  @inline(__always)
  @inlinable static func asciiBytes(_ low: UInt64, _ high: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: low & 0x7F | low >> 24 & 0x7F00)
      | UInt32(truncatingIfNeeded: high & 0x7F | high >> 24 & 0x7F00) << 16
  }

  /// Writes one character's wide value as UTF-8 at `next`; returns the address past what it
  /// wrote.
  @inline(__always)
  @inlinable static func encode(
    _ value: UInt32, at next: UnsafeMutablePointer<UInt8>, clusters: [String],
    clusterBase: UInt32
  ) -> UnsafeMutablePointer<UInt8> {
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
    case CellPlane<UInt32>.continuation:
      break
    case clusterBase...:
      for byte in clusters[Int(value - clusterBase)].utf8 { put(UInt32(byte)) }
    default:
      put(0xF0 | value >> 18)
      put(0x80 | value >> 12 & 0x3F)
      put(0x80 | value >> 6 & 0x3F)
      put(0x80 | value & 0x3F)
    }
    return next
  }
}
