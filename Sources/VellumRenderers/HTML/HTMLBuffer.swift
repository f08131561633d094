import Foundation
import VellumCellLayout
import VellumHotPaths
import VellumLayout
import VellumNodes

/// The bytes of an HTML document being written: markup appended as is, text and attribute
/// values escaped by scanning their bytes and copying the runs that need no escaping whole (a
/// ``ByteBuffer``, for the thirty or so short appends a list row takes).
///
/// ```swift
/// var html = HTMLBuffer()
/// html.append("<b>")
/// html.appendEscaped("Tom & Jerry")   // Tom &amp; Jerry
/// ```
package struct HTMLBuffer: ~Copyable {
  private var bytes: ByteBuffer
  /// The node last written with ``writeRepeatable(_:_:)``, once ``hasRepeatedNode`` is set,
  /// and where its markup lies. Not optional, so it is compared where it is: a node bound out
  /// of an optional would be copied for each comparison.
  private var repeatedNode = Node(role: .root)
  private var hasRepeatedNode = false
  private var repeatedMarkup = 0..<0

  package init(capacity: Int = 0) {
    bytes = ByteBuffer(capacity: capacity)
  }

  /// Appends markup. Inlined, so a literal's length and representation are known where it
  /// is written.
  @inline(__always)
  package mutating func append(_ markup: StaticString) {
    bytes.append(markup)
  }

  /// Appends markup built at run time (a tag or class name Vellum chose, never user text).
  package mutating func appendMarkup(_ markup: String) {
    bytes.append(contentsOf: markup)
  }

  /// Appends `text` with `& < > " '` replaced by character references. Text that is not valid
  /// UTF-8 cannot reach here: Swift strings are always valid Unicode, and lone surrogates were
  /// replaced by U+FFFD when the string was made.
  package mutating func appendEscaped(_ text: String) {
    // A C1 control is two bytes in UTF-8, the first 0xC2: rare enough to look for first.
    let text = text.containsByte { $0 == 0xC2 } ? Self.replacingC1Controls(text) : text
    bytes.appendRuns(of: text, breakingAt: Self.needsReplacement) { bytes, byte in
      Self.appendReplacement(for: byte, to: &bytes)
    }
  }

  /// `text` with each C1 control (U+0080 to U+009F, which HTML does not carry: a numeric
  /// reference to one means a Windows-1252 character instead) as U+FFFD.
  private static func replacingC1Controls(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      result.unicodeScalars.append((0x80...0x9F).contains(scalar.value) ? "\u{FFFD}" : scalar)
    }
    return result
  }

  /// Whether `byte` has a replacement (``appendReplacement(for:)``): the bytes below 64 are
  /// looked up in a mask, one bit each, and of the others only DEL (0x7F) has one. A constant,
  /// so the test is a compare, a shift and a bit test, with nothing loaded (`HTMLBufferTests`
  /// checks every ASCII byte's replacement).
  @inline(__always)
  private static func needsReplacement(_ byte: UInt8) -> Bool {
    byte < 64 ? (lowReplacedBytes &>> UInt64(byte)) & 1 == 1 : byte == 0x7F
  }

  /// The bytes below 64 with a replacement, one bit each: the controls but tab, line
  /// feed and carriage return, `"`, `&`, `'`, `<` and `>`.
  @inline(__always)
  private static var lowReplacedBytes: UInt64 {
    0xFFFF_FFFF & ~(1 << 0x09 | 1 << 0x0A | 1 << 0x0D)
      | 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E
  }

  /// Appends what ``appendEscaped(_:)`` writes instead of `byte`, one of those
  /// ``needsReplacement(_:)`` finds. Each character reference is appended where its length is
  /// a constant, so it is written as two stores, not copied by length.
  @inline(__always)
  private static func appendReplacement(for byte: UInt8, to bytes: inout ByteBuffer) {
    switch byte {
    case UInt8(ascii: "&"): bytes.append("&amp;")
    case UInt8(ascii: "<"): bytes.append("&lt;")
    case UInt8(ascii: ">"): bytes.append("&gt;")
    case UInt8(ascii: "\""): bytes.append("&quot;")
    case UInt8(ascii: "'"): bytes.append("&#39;")
    default: appendControlPicture(for: byte, to: &bytes)
    }
  }

  /// Appends the picture of a control HTML cannot carry, as text shows it.
  @inline(never)
  private static func appendControlPicture(for byte: UInt8, to bytes: inout ByteBuffer) {
    bytes.append(contentsOf: String(ControlCharacters.picture(for: UInt32(byte)) ?? "\u{FFFD}"))
  }

  /// Appends the declarations that place an element at `frame`, measured from `origin`
  /// (`left`, `top`, `width` and `height`), each length as ``CSS/pixels(_:)`` writes it (to a
  /// hundredth, ``CSS/bounded(_:)``), its digits written as bytes.
  ///
  /// ```swift
  /// html.appendPlacement(Rect(x: 16, y: 8, width: 361, height: 20.333), from: .zero)
  /// // left:16px;top:8px;width:361px;height:20.33px
  /// ```
  package mutating func appendPlacement(_ frame: Rect, from origin: Point) {
    bytes.appendPlacement(
      left: Self.hundredths(frame.minX - origin.x), top: Self.hundredths(frame.minY - origin.y),
      width: Self.hundredths(frame.width), height: Self.hundredths(frame.height))
  }

  /// A length in hundredths of a pixel, rounded half away from zero, ``CSS/bounded(_:)``.
  @inline(__always)
  private static func hundredths(_ value: Double) -> Int {
    ByteBuffer.hundredths(ofModest: CSS.bounded(value))
  }

  /// Appends ` name="value"` with the value escaped.
  package mutating func attribute(_ name: StaticString, _ value: String) {
    append(" ")
    append(name)
    append("=\"")
    appendEscaped(value)
    append("\"")
  }

  /// Writes `node`'s markup with `write`, or copies the markup written for the node last
  /// given here when the two are equal and `standsAsLast` (a placed element's markup also
  /// holds its frames; see `HTMLFrames.standsAsLast()`): the markup of an element is a
  /// function of its node,
  /// and a list's rows repeat their buttons (rows made in one pass even share the nodes'
  /// arrays, so the comparison is of addresses; see ``LeafNodeMemos``).
  ///
  /// ```swift
  /// html.writeRepeatable(node, standsAsLast: true) { renderer.writeButtonMarkup($0, into: &$1) }
  /// ```
  ///
  /// `write` is given the node rather than capturing it: a closure that captured it would be
  /// handed a copy of it (a retain and a release of its identity and both arrays) for every
  /// row's button, repeated or not.
  mutating func writeRepeatable(
    _ node: Node, standsAsLast: Bool, _ write: (Node, inout HTMLBuffer) -> Void
  ) {
    if standsAsLast, hasRepeatedNode, Node.isRepeat(of: &repeatedNode, node) {
      bytes.appendCopy(of: repeatedMarkup)
      return
    }
    let start = bytes.count
    write(node, &self)
    repeatedNode = node
    hasRepeatedNode = true
    repeatedMarkup = start..<bytes.count
  }

  /// The document as a string.
  package var string: String { bytes.string }

  /// `text` with `& < > " '` replaced by character references, for an attribute value or a
  /// text built outside a buffer.
  ///
  /// ```swift
  /// HTMLBuffer.escaped("Tom & Jerry")   // Tom &amp; Jerry
  /// ```
  package static func escaped(_ text: String) -> String {
    var buffer = HTMLBuffer(capacity: text.utf8.count + 16)
    buffer.appendEscaped(text)
    return buffer.string
  }
}
