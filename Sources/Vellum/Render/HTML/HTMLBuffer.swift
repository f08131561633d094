/// The bytes of an HTML document being written: markup appended as is, text and attribute
/// values escaped by scanning their bytes and copying the runs that need no escaping whole.
///
/// ```swift
/// var html = HTMLBuffer()
/// html.append("<b>")
/// html.appendEscaped("Tom & Jerry")   // Tom &amp; Jerry
/// ```
struct HTMLBuffer {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  /// Appends markup.
  mutating func append(_ markup: StaticString) {
    markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends markup built at run time (a tag or class name Vellum chose, never user text).
  mutating func appendMarkup(_ markup: String) {
    bytes.append(contentsOf: markup.utf8)
  }

  /// Appends `text` with `& < > " '` replaced by character references. Text that is not valid
  /// UTF-8 cannot reach here: Swift strings are always valid Unicode, and lone surrogates were
  /// replaced by U+FFFD when the string was made.
  mutating func appendEscaped(_ text: String) {
    var text = text
    text.withUTF8 { source in
      var start = 0
      for index in source.indices {
        let entity: StaticString
        switch source[index] {
        case UInt8(ascii: "&"): entity = "&amp;"
        case UInt8(ascii: "<"): entity = "&lt;"
        case UInt8(ascii: ">"): entity = "&gt;"
        case UInt8(ascii: "\""): entity = "&quot;"
        case UInt8(ascii: "'"): entity = "&#39;"
        case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F:
          // A control HTML cannot carry is shown as its control picture, as in text.
          if start < index {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
          }
          let picture = ControlCharacters.picture(for: UInt32(source[index])) ?? "\u{FFFD}"
          bytes.append(contentsOf: String(picture).utf8)
          start = index + 1
          continue
        default: continue
        }
        if start < index {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
        }
        append(entity)
        start = index + 1
      }
      if start < source.count {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
      }
    }
  }

  /// Appends ` name="value"` with the value escaped.
  mutating func attribute(_ name: StaticString, _ value: String) {
    append(" ")
    append(name)
    append("=\"")
    appendEscaped(value)
    append("\"")
  }

  /// The document as a string.
  var string: String { String(decoding: bytes, as: UTF8.self) }
}
