import VellumHotPaths
import VellumValues

/// A grid of character cells that layouts draw into, then read back as lines of text.
///
/// Each cell holds one character: an ASCII byte, another Unicode scalar, a multi-scalar
/// grapheme cluster, or a marker that it continues the wide character before it. ASCII text is
/// copied byte by byte; only other text is measured per grapheme cluster. A wide character
/// that would cross the right edge or the edge of its clip is left out. Rows are kept one
/// after another in one array and come back as lines without trailing spaces.
///
/// A canvas starts narrow, a byte a cell: ASCII is its own byte, and each other character
/// drawn is given a code of one byte the first time it is drawn (a list's divider and its
/// bullets are a few codes, drawn thousands of times). A canvas that draws more than 127
/// characters beyond ASCII turns wide, four bytes a cell holding each character's scalar
/// value (a cluster's number in a table). A long list's text is a quarter of the memory to
/// fill, draw into and read back that it would be wide, and memory touched once is most of
/// what a large canvas costs.
///
/// ```swift
/// var canvas = CellCanvas(width: 10)
/// canvas.draw("Hi", at: CellPoint(x: 1, y: 0))
/// var text = ""
/// canvas.write(into: &text)   // " Hi\n"
/// ```
package struct CellCanvas {
  /// The wide value of the second half of a wide character.
  private static let continuation = CellPlane<UInt32>.continuation
  /// The wide value of the first cluster; the others follow it.
  private static let clusterBase: UInt32 = 0x8000_0000
  /// The most characters beyond ASCII a narrow canvas gives codes to: the codes from 0x80 up
  /// to the continuation marker, 0xFF.
  private static let narrowCodeCount = 0x7F

  let width: Int
  /// The number of rows.
  package private(set) var height = 0
  /// Whether the cells are ``wide``, not ``narrow``; the other is empty.
  private var isWide = false
  private var narrow: CellPlane<UInt8>
  private var wide: CellPlane<UInt32>
  /// The wide value of each narrow code from 0x80 on, in order.
  private var codeValues: [UInt32] = []
  /// The narrow code of each wide value given one.
  private var codes: [UInt32: UInt8] = [:]
  /// The grapheme clusters drawn, each once, by number, and the number of each.
  private var clusters: [String] = []
  private var clusterNumbers: [ExactText: UInt32] = [:]
  /// The last value given a narrow code, and the code: a list draws the same divider under
  /// every row, and hashing the value cost more than filling the row.
  private var lastCode: (value: UInt32, code: UInt8)?

  package init(width: Int) {
    self.width = width
    narrow = CellPlane(width: width)
    wide = CellPlane(width: width)
  }

  /// Draws `text` on one row starting at `point`, cut at `limit` columns (and the canvas edge).
  mutating func draw(_ text: some StringProtocol, at point: CellPoint, limit: Int = .max) {
    guard point.y >= 0 else { return }
    let end = limit >= width ? width : min(width, point.x + max(0, limit))
    guard point.x < end else { return }
    extend(to: point.y + 1)
    // ASCII text is a cell a printable byte.
    let drewASCII =
      isWide
      ? wide.drawIfASCII(text, x: point.x, y: point.y, end: end)
      : narrow.drawIfASCII(text, x: point.x, y: point.y, end: end)
    if drewASCII { return }
    var x = point.x
    for character in text {
      let cells = character.cellWidth
      if cells == 0 { continue }
      if x + cells > end { break }
      if x >= 0 {
        set(value(of: character), x: x, y: point.y)
        for extra in 1..<cells { set(Self.continuation, x: x + extra, y: point.y) }
      }
      x += cells
    }
  }

  /// Fills `count` cells from `point` with `character`, which takes one cell.
  mutating func fill(_ character: Character, at point: CellPoint, count: Int) {
    fill(value: value(of: character), at: point, count: count)
  }

  /// Fills `count` cells from `point` with `scalar`, which takes one cell: what a divider
  /// draws under every row of a list, with no character to take apart.
  mutating func fill(scalar: Unicode.Scalar, at point: CellPoint, count: Int) {
    fill(value: scalar.value, at: point, count: count)
  }

  /// Fills `count` cells from `point` with the character of the wide value `value`.
  private mutating func fill(value: UInt32, at point: CellPoint, count: Int) {
    guard count > 0, point.y >= 0 else { return }
    extend(to: point.y + 1)
    let start = max(0, point.x)
    let end = count >= width ? width : min(width, point.x + count)
    guard start < end else { return }
    if let code = narrowCode(of: value) {
      narrow.fill(code, columns: start..<end, y: point.y)
    } else {
      wide.fill(value, columns: start..<end, y: point.y)
    }
  }

  /// Blanks every cell of `rect`, for a layer drawn over what is there.
  package mutating func clear(_ rect: CellRect) {
    extend(to: rect.y + rect.height)
    for row in rect.y..<(rect.y + rect.height) {
      fill(" ", at: CellPoint(x: rect.x, y: row), count: rect.width)
    }
  }

  /// Makes sure the canvas has at least `height` rows.
  package mutating func extend(to height: Int) {
    guard height > self.height else { return }
    if isWide {
      wide.extend(by: height - self.height)
    } else {
      narrow.extend(by: height - self.height)
    }
    self.height = height
  }

  /// Sets one cell to the character with the wide value `value`.
  private mutating func set(_ value: UInt32, x: Int, y: Int) {
    if let code = narrowCode(of: value) {
      narrow.set(code, x: x, y: y)
    } else {
      wide.set(value, x: x, y: y)
    }
  }

  /// The wide value of `character`: its scalar's value, or its cluster's number from
  /// ``clusterBase``.
  private mutating func value(of character: Character) -> UInt32 {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first { return scalar.value }
    let cluster = String(character)
    if let number = clusterNumbers[ExactText(text: cluster)] { return Self.clusterBase + number }
    let number = UInt32(clusters.count)
    clusters.append(cluster)
    clusterNumbers[ExactText(text: cluster)] = number
    return Self.clusterBase + number
  }

  /// The narrow code of the wide value `value`, given one if it has none; `nil` when the canvas
  /// is wide, or turns wide because every code is given.
  private mutating func narrowCode(of value: UInt32) -> UInt8? {
    guard !isWide else { return nil }
    if value < 0x80 { return UInt8(value) }
    if value == Self.continuation { return CellPlane<UInt8>.continuation }
    if let lastCode, lastCode.value == value { return lastCode.code }
    let code = newNarrowCode(of: value)
    lastCode = code.map { (value, $0) }
    return code
  }

  /// The narrow code of `value`, beyond ASCII, from the table or given now.
  private mutating func newNarrowCode(of value: UInt32) -> UInt8? {
    if let code = codes[value] { return code }
    guard codeValues.count < Self.narrowCodeCount else {
      turnWide()
      return nil
    }
    let code = UInt8(0x80 + codeValues.count)
    codeValues.append(value)
    codes[value] = code
    return code
  }

  /// Moves the cells to the wide plane, each code replaced by its value.
  private mutating func turnWide() {
    let codeValues = codeValues
    wide = CellPlane(
      width: width,
      cells: narrow.cells.map { code in
        code < 0x80 ? UInt32(code) : code == .max ? Self.continuation : codeValues[Int(code) - 0x80]
      })
    narrow = CellPlane(width: width)
    codes = [:]
    lastCode = nil
    isWide = true
  }

  /// Appends the rows to `text`, each without its trailing spaces and followed by a line break
  /// (see ``CellPlane/write(rows:into:clusters:clusterBase:value:)``).
  package func write(into text: inout String) {
    if isWide {
      wide.write(rows: height, into: &text, clusters: clusters, clusterBase: Self.clusterBase) {
        $0
      }
    } else {
      let codeValues = codeValues
      narrow.write(rows: height, into: &text, clusters: clusters, clusterBase: Self.clusterBase) {
        $0 == .max ? Self.continuation : codeValues[Int($0) - 0x80]
      }
    }
  }
}

/// A text compared and hashed by its bytes, not by canonical equivalence as `String` is, so
/// that two spellings of one character (an accent before or after another) stay two.
///
/// ```swift
/// ExactText(text: "e\u{301}\u{327}") == ExactText(text: "e\u{327}\u{301}")   // false
/// ```
private struct ExactText: Hashable {
  let text: String

  static func == (lhs: ExactText, rhs: ExactText) -> Bool {
    lhs.text.utf8.elementsEqual(rhs.text.utf8)
  }

  func hash(into hasher: inout Hasher) {
    for byte in text.utf8 { hasher.combine(byte) }
  }
}

/// A cell position: column `x`, row `y`.
struct CellPoint: Equatable {
  var x: Int
  var y: Int
}

/// A size in cells.
package struct CellSize: Equatable {
  package var width: Int
  package var height: Int

  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  static let zero = CellSize(width: 0, height: 0)
}

/// A rectangle of cells.
package struct CellRect: Equatable {
  var origin: CellPoint
  package var size: CellSize

  package var x: Int { origin.x }
  package var y: Int { origin.y }
  package var width: Int { size.width }
  package var height: Int { size.height }

  package init(x: Int, y: Int, width: Int, height: Int) {
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
  package func placing(_ size: CellSize, _ alignment: Alignment) -> CellRect {
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
///
/// Kept in 16 bytes, not the 32 two optional integers take with their padding: every layout
/// box caches its sizes by proposal (a 100,000-row text render makes some 300,000 boxes), so
/// "unspecified" is stored as `Int.min`, a length no layout makes (lengths are clamped to
/// 0…``Cells/limit``, or `Int.max` for "unbounded"). `Int.min + 1` marks ``vacant``; a length
/// below `Int.min + 2` given is kept as `Int.min + 2`.
///
/// ```swift
/// Proposal(width: 80, height: nil).height   // nil
/// ```
package struct Proposal: Hashable {
  private var storedWidth: Int
  private var storedHeight: Int

  package init(width: Int?, height: Int?) {
    storedWidth = Self.store(width)
    storedHeight = Self.store(height)
  }

  private init(storedWidth: Int, storedHeight: Int) {
    self.storedWidth = storedWidth
    self.storedHeight = storedHeight
  }

  /// A proposal no layout makes, equal to no other: what an empty slot of a
  /// ``ProposalCache`` holds.
  static let vacant = Proposal(storedWidth: vacantLength, storedHeight: vacantLength)

  /// The offered width in cells, or `nil` for the child's ideal width.
  package var width: Int? {
    get { storedWidth == Self.unspecifiedLength ? nil : storedWidth }
    set { storedWidth = Self.store(newValue) }
  }

  /// The offered height in cells, or `nil` for the child's ideal height.
  package var height: Int? {
    get { storedHeight == Self.unspecifiedLength ? nil : storedHeight }
    set { storedHeight = Self.store(newValue) }
  }

  static let unspecified = Proposal(width: nil, height: nil)

  private static let unspecifiedLength = Int.min
  private static let vacantLength = Int.min + 1

  private static func store(_ length: Int?) -> Int {
    guard let length else { return unspecifiedLength }
    return max(length, vacantLength + 1)
  }
}
