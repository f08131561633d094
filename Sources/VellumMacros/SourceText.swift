/// Swift source, read as far as macro expansion needs: where trivia (whitespace and comments)
/// ends, where a bracketed group or a string literal (raw, multi-line, with interpolations)
/// ends, and where the statements of a block begin and end. Offsets are UTF-8 offsets, the
/// unit the compiler's locations use.
///
/// ```swift
/// let text = SourceText("#Preview { Text(\"}\") }")
/// text.end(ofGroupAt: 9)   // 22: the string's brace does not close the block
/// ```
struct SourceText {
  /// The UTF-8 bytes.
  let bytes: [UInt8]

  /// `source`'s text.
  init(_ source: String) { bytes = Array(source.utf8) }

  /// The text of `range`.
  subscript(range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

  /// The text of `range` without leading and trailing whitespace.
  func trimmed(_ range: Range<Int>) -> String {
    var range = range
    while let first = range.first, Self.isSpace(bytes[first]) { range = range.dropFirst() }
    while let last = range.last, Self.isSpace(bytes[last]) { range = range.dropLast() }
    return self[range]
  }

  /// The first offset from `offset` that is not whitespace or a comment (`limit` when all is).
  func skippingTrivia(from offset: Int, to limit: Int? = nil) -> Int {
    let limit = limit ?? bytes.count
    var index = offset
    while index < limit {
      if Self.isSpace(bytes[index]) {
        index += 1
      } else if starts(with: "//", at: index) {
        while index < limit, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if starts(with: "/*", at: index) {
        index = end(ofBlockCommentAt: index, limit: limit)
      } else {
        break
      }
    }
    return index
  }

  /// Whether `text` is at `offset`.
  func starts(with text: String, at offset: Int) -> Bool {
    let pattern = Array(text.utf8)
    guard offset >= 0, offset + pattern.count <= bytes.count else { return false }
    return bytes[offset..<offset + pattern.count].elementsEqual(pattern)
  }

  /// Whether the identifier `word` (not a longer one) is at `offset`.
  func startsWord(_ word: String, at offset: Int) -> Bool {
    let end = offset + word.utf8.count
    return starts(with: word, at: offset) && (end == bytes.count || !Self.isIdentifier(bytes[end]))
  }

  /// The end of the identifier at `offset` (plain or in backticks); `offset` if there is none.
  func end(ofIdentifierAt offset: Int) -> Int {
    guard offset < bytes.count else { return offset }
    if bytes[offset] == UInt8(ascii: "`") {
      var index = offset + 1
      while index < bytes.count, bytes[index] != UInt8(ascii: "`") { index += 1 }
      return min(index + 1, bytes.count)
    }
    var index = offset
    while index < bytes.count, Self.isIdentifier(bytes[index]) { index += 1 }
    return index
  }

  /// The offset after the element at `offset`: a whole bracketed group, string literal or
  /// comment, or else one byte.
  func end(ofElementAt offset: Int) throws(MacroError) -> Int {
    let byte = bytes[offset]
    if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
      return try end(ofGroupAt: offset)
    }
    if let hashes = stringOpening(at: offset) { return try end(ofStringAt: offset, hashes: hashes) }
    if starts(with: "//", at: offset) || starts(with: "/*", at: offset) {
      return skippingTrivia(from: offset)
    }
    return offset + 1
  }

  /// The offset after the bracket that closes the one at `offset`.
  func end(ofGroupAt offset: Int) throws(MacroError) -> Int {
    let close: UInt8 =
      switch bytes[offset] {
      case UInt8(ascii: "("): UInt8(ascii: ")")
      case UInt8(ascii: "["): UInt8(ascii: "]")
      default: UInt8(ascii: "}")
      }
    var index = offset + 1
    while index < bytes.count {
      if bytes[index] == close { return index + 1 }
      if [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[index]) {
        throw MacroError("unbalanced '\(Character(UnicodeScalar(bytes[index])))'", at: index)
      }
      index = try end(ofElementAt: index)
    }
    throw MacroError("'\(Character(UnicodeScalar(bytes[offset])))' is never closed", at: offset)
  }

  /// The statements of the block whose contents are `range`, each without surrounding
  /// trivia. A statement ends at a newline or `;` outside brackets, unless the next line
  /// goes on with a member (`.padding()`) or an infix operator.
  func statements(in range: Range<Int>) throws(MacroError) -> [Range<Int>] {
    var statements: [Range<Int>] = []
    var index = skippingTrivia(from: range.lowerBound, to: range.upperBound)
    var start = index
    var last = index
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == UInt8(ascii: ";") || (byte == UInt8(ascii: "\n") && !continues(after: index)) {
        if last > start { statements.append(start..<last) }
        index = skippingTrivia(from: index + 1, to: range.upperBound)
        start = index
        last = index
      } else if Self.isSpace(byte) {
        index += 1
      } else if starts(with: "//", at: index) {
        // Up to the newline, which ends the statement as any other does.
        while index < range.upperBound, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if starts(with: "/*", at: index) {
        index = end(ofBlockCommentAt: index, limit: range.upperBound)
      } else {
        index = try end(ofElementAt: index)
        last = index
      }
    }
    if last > start { statements.append(start..<min(last, range.upperBound)) }
    return statements
  }

  /// Whether the line after the newline at `offset` goes on with the statement before it.
  private func continues(after offset: Int) -> Bool {
    let next = skippingTrivia(from: offset + 1)
    guard next < bytes.count else { return false }
    let byte = bytes[next]
    if byte == UInt8(ascii: ".") {
      return next + 1 < bytes.count && bytes[next + 1] != UInt8(ascii: ".")
    }
    return Array("+-*/%=&|^<>?:".utf8).contains(byte) && next + 1 < bytes.count
      && Self.isSpace(bytes[next + 1])
  }

  /// The number of `#`s before a string literal's quote at `offset`, or `nil` if no string
  /// literal starts there.
  private func stringOpening(at offset: Int) -> Int? {
    var index = offset
    while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    return index - offset
  }

  /// The offset after the string literal at `offset` opened with `hashes` `#`s, its
  /// interpolations skipped as code.
  private func end(ofStringAt offset: Int, hashes: Int) throws(MacroError) -> Int {
    let quote = offset + hashes
    let isMultiline = starts(with: "\"\"\"", at: quote)
    let closing = (isMultiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
    let escape = "\\" + String(repeating: "#", count: hashes)
    var index = quote + (isMultiline ? 3 : 1)
    while index < bytes.count {
      if starts(with: closing, at: index) { return index + closing.utf8.count }
      if !isMultiline, bytes[index] == UInt8(ascii: "\n") { break }
      if starts(with: escape, at: index) {
        index += escape.utf8.count
        if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
          index = try end(ofGroupAt: index)
        } else {
          index += 1
        }
      } else {
        index += 1
      }
    }
    throw MacroError("string literal is never closed", at: offset)
  }

  /// The block comment at `offset` (comments nest in Swift), up to `limit`.
  private func end(ofBlockCommentAt offset: Int, limit: Int) -> Int {
    var depth = 0
    var index = offset
    while index < limit {
      if starts(with: "/*", at: index) {
        depth += 1
        index += 2
      } else if starts(with: "*/", at: index) {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return limit
  }

  /// Space, tab, carriage return or newline.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// A byte that can be part of an identifier (letters, digits, `_`, and any non-ASCII).
  static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }
}
