/// The bytes of an HTML document being written: markup appended as is, text and attribute
/// values escaped by scanning their bytes and copying the runs that need no escaping whole.
///
/// The buffer owns its memory and is not copyable, so an append is a capacity check and a
/// copy: no uniqueness check and none of an array's generic growth path, for the thirty or so
/// short appends a list row takes.
///
/// ```swift
/// var html = HTMLBuffer()
/// html.append("<b>")
/// html.appendEscaped("Tom & Jerry")   // Tom &amp; Jerry
/// ```
struct HTMLBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int

  init(capacity: Int = 0) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// Appends `source`'s bytes, growing the memory to twice what it needs when it is full.
  @inline(__always)
  private mutating func write(_ source: UnsafeBufferPointer<UInt8>) {
    guard let start = source.baseAddress else { return }
    let needed = count + source.count
    if needed > capacity {
      let grown = max(capacity * 2, needed)
      let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
      moved.initialize(from: base, count: count)
      base.deallocate()
      base = moved
      capacity = grown
    }
    (base + count).initialize(from: start, count: source.count)
    count = needed
  }

  /// Appends markup. Inlined, so a literal's length and representation are known where it
  /// is written.
  @inline(__always)
  mutating func append(_ markup: StaticString) {
    markup.withUTF8Buffer { write($0) }
  }

  /// Appends markup built at run time (a tag or class name Vellum chose, never user text).
  mutating func appendMarkup(_ markup: String) {
    var markup = markup
    markup.withUTF8 { write($0) }
  }

  /// Appends `text` with `& < > " '` replaced by character references. Text that is not valid
  /// UTF-8 cannot reach here: Swift strings are always valid Unicode, and lone surrogates were
  /// replaced by U+FFFD when the string was made.
  mutating func appendEscaped(_ text: String) {
    var text = text
    let masks = Self.escapedBytes
    text.withUTF8 { source in
      var start = 0
      for index in source.indices {
        // Most bytes need nothing: a bit test passes over them.
        let byte = source[index]
        guard byte < 128, (byte < 64 ? masks.low &>> byte : masks.high &>> (byte - 64)) & 1 == 1
        else { continue }
        if start < index {
          write(UnsafeBufferPointer(rebasing: source[start..<index]))
        }
        switch Self.replacement(for: byte) {
        case .entity(let entity): append(entity)
        case .picture:
          // A control HTML cannot carry is shown as its control picture, as in text.
          let picture = ControlCharacters.picture(for: UInt32(byte)) ?? "\u{FFFD}"
          appendMarkup(String(picture))
        case nil: break
        }
        start = index + 1
      }
      if start < source.count {
        write(UnsafeBufferPointer(rebasing: source[start...]))
      }
    }
  }

  /// What ``appendEscaped(_:)`` writes instead of a byte.
  private enum Replacement {
    /// A character reference.
    case entity(StaticString)
    /// The control's picture, for a control HTML cannot carry.
    case picture
  }

  /// What replaces `byte` in escaped text, or `nil` when it is copied as it is.
  private static func replacement(for byte: UInt8) -> Replacement? {
    switch byte {
    case UInt8(ascii: "&"): .entity("&amp;")
    case UInt8(ascii: "<"): .entity("&lt;")
    case UInt8(ascii: ">"): .entity("&gt;")
    case UInt8(ascii: "\""): .entity("&quot;")
    case UInt8(ascii: "'"): .entity("&#39;")
    case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F: .picture
    default: nil
    }
  }

  /// The ASCII bytes with a ``replacement(for:)``, one bit each: bytes 0–63 in `low`, 64–127
  /// in `high` (no byte from 128 has one).
  private static let escapedBytes: (low: UInt64, high: UInt64) = {
    var masks: (low: UInt64, high: UInt64) = (0, 0)
    for byte in UInt8(0)..<128 where replacement(for: byte) != nil {
      if byte < 64 {
        masks.low |= 1 << byte
      } else {
        masks.high |= 1 << (byte - 64)
      }
    }
    return masks
  }()

  /// Appends ` name="value"` with the value escaped.
  mutating func attribute(_ name: StaticString, _ value: String) {
    append(" ")
    append(name)
    append("=\"")
    appendEscaped(value)
    append("\"")
  }

  /// The document as a string.
  var string: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }
}
