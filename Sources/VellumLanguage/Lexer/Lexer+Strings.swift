/// String literals: on one line (`"Count: \(count)"`), or over several between `"""`
/// delimiters, as The Swift Programming Language ("Strings and Characters": Multiline String
/// Literals) defines them: the content starts on the line after the opening delimiter, the
/// closing delimiter's indentation is taken from every line, the line break before the closing
/// delimiter is not part of the string, and a backslash at a line's end joins it to the next.
extension Lexer {
  /// Reads the string literal starting at the current `"`.
  mutating func lexString() -> Token {
    let start = location
    guard peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") else {
      advance()
      return lexStringBody(from: start, indentation: nil)
    }
    advance()
    advance()
    advance()
    // Only whitespace may follow the opening delimiter on its line.
    while let byte = peek(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { advance() }
    guard peek() == UInt8(ascii: "\n") else {
      diagnostics.append(
        Diagnostic(
          message: "multi-line string literal content must begin on a new line", location: start))
      skipRestOfString()
      return Token(kind: .string([]), location: start)
    }
    advance()
    guard let indentation = closingIndentation() else {
      diagnostics.append(Diagnostic(message: "unterminated string literal", location: start))
      while peek() != nil { advance() }
      return Token(kind: .string([]), location: start)
    }
    return lexStringBody(from: start, indentation: indentation)
  }

  /// The whitespace before the closing `"""` of the multi-line literal whose content starts
  /// here, or `nil` when no line closes it.
  private func closingIndentation() -> [UInt8]? {
    var lineStart = index
    while lineStart < bytes.count {
      var position = lineStart
      while position < bytes.count,
        bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
      {
        position += 1
      }
      if position + 2 < bytes.count,
        bytes[position...(position + 2)].allSatisfy({ $0 == UInt8(ascii: "\"") })
      {
        return Array(bytes[lineStart..<position])
      }
      guard let end = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      lineStart = end + 1
    }
    return nil
  }

  /// The literal's content up to its closing delimiter: a one-line literal's when
  /// `indentation` is `nil`, else a multi-line one's, whose lines each start with
  /// `indentation`.
  private mutating func lexStringBody(from start: SourceLocation, indentation: [UInt8]?)
    -> Token
  {
    var parts: [Token.StringPart] = []
    var text: [UInt8] = []
    func finish() -> Token {
      if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
      return Token(kind: .string(parts), location: start)
    }
    var atLineStart = indentation != nil
    while let byte = peek() {
      if atLineStart, let indentation {
        atLineStart = false
        if enterLine(indentation, text: &text) { return finish() }
        continue
      }
      if byte == UInt8(ascii: "\""), indentation == nil {
        advance()
        return finish()
      }
      if byte == UInt8(ascii: "\n") {
        guard indentation != nil else { break }
        text.append(byte)
        advance()
        atLineStart = true
        continue
      }
      if byte == UInt8(ascii: "\\") {
        // A backslash ending a line of a multi-line literal joins it to the next.
        if indentation != nil, peek(1) == UInt8(ascii: "\n") {
          advance()
          advance()
          atLineStart = true
          continue
        }
        readEscape(into: &text, parts: &parts)
        continue
      }
      guard text.count < ValueLimits.maximumStringBytes else {
        // A literal no value could hold is not built: its bytes are passed over.
        diagnostics.append(
          Diagnostic(
            message:
              "this string literal is longer than the \(ValueLimits.maximumStringBytes) bytes a "
              + "value may hold",
            location: start))
        skipRestOfString()
        return Token(kind: .string([]), location: start)
      }
      text.append(byte)
      advance()
    }
    diagnostics.append(Diagnostic(message: "unterminated string literal", location: start))
    return finish()
  }

  /// Starts a line of a multi-line literal: passes over its indentation, and returns whether
  /// the line closes the literal (the line break before it is then no part of the text). A
  /// line of only whitespace is an empty line; another line indented less than the closing
  /// delimiter is an error.
  private mutating func enterLine(_ indentation: [UInt8], text: inout [UInt8]) -> Bool {
    let lineStart = location
    var matched = 0
    while matched < indentation.count, peek() == indentation[matched] {
      advance()
      matched += 1
    }
    if peek() == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
      advance()
      advance()
      advance()
      if text.last == UInt8(ascii: "\n") { text.removeLast() }
      return true
    }
    if matched < indentation.count {
      while let byte = peek(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { advance() }
      guard peek() != UInt8(ascii: "\n") else { return false }
      diagnostics.append(
        Diagnostic(
          message: "insufficient indentation of line in multi-line string literal",
          location: lineStart))
    }
    return false
  }

  /// Reads the escape at the current `\`: a character, or an interpolation `\( … )`.
  private mutating func readEscape(into text: inout [UInt8], parts: inout [Token.StringPart]) {
    let escape = location
    advance()
    switch peek() {
    case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
    case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
    case UInt8(ascii: "\""): text.append(UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): text.append(UInt8(ascii: "\\"))
    case UInt8(ascii: "("):
      guard interpolationDepth < Self.maximumInterpolationDepth else {
        diagnostics.append(
          Diagnostic(
            message:
              "string interpolations nest deeper than \(Self.maximumInterpolationDepth) levels",
            location: escape))
        skipBalancedParentheses()
        return
      }
      advance()
      if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
      text.removeAll()
      interpolationDepth += 1
      parts.append(.interpolation(lex(insideInterpolation: true)))
      interpolationDepth -= 1
      if peek() == UInt8(ascii: ")") { advance() }
      return
    default:
      diagnostics.append(Diagnostic(message: "unknown escape in a string", location: escape))
    }
    advance()
  }

  /// Moves past the rest of a string literal on its line, its closing quote included.
  private mutating func skipRestOfString() {
    while let byte = peek(), byte != UInt8(ascii: "\n") {
      advance()
      if byte == UInt8(ascii: "\\") {
        advance()
      } else if byte == UInt8(ascii: "\"") {
        return
      }
    }
  }
}
