/// Splits a `.vellum` file into tokens, reading its UTF-8 bytes once. Problems (an unterminated
/// string, a stray character) are collected as diagnostics and lexing goes on.
///
/// ```swift
/// var lexer = Lexer(source)
/// let tokens = lexer.tokenize()
/// lexer.diagnostics   // []
/// ```
package struct Lexer {
  let bytes: [UInt8]
  /// The file's index among the program's files, for the tokens' locations.
  private let file: Int
  var index = 0
  private var line = 1
  private var column = 1
  var interpolationDepth = 0
  /// The problems found so far.
  package internal(set) var diagnostics: [Diagnostic] = []

  /// The punctuation, by first byte, longest first (so `..<` wins over `.`).
  private static let symbols: [[[UInt8]]] = {
    let all: [String] = [
      "...", "..<", "??", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "->", "{",
      "}", "(",
      ")", "[", "]", ",", ":", ".", "=", "<", ">", "+", "-", "*", "/", "%", "!", "?", "@", "$", ";",
      "&",
      "\\", "#",
    ]
    var table = [[[UInt8]]](repeating: [], count: 256)
    for symbol in all.sorted(by: { $0.utf8.count > $1.utf8.count }) {
      table[Int(symbol.utf8.first!)].append(Array(symbol.utf8))
    }
    return table
  }()

  /// How deeply string interpolations may nest (`"\("\(x)")"` is two levels).
  static let maximumInterpolationDepth = 16

  /// A lexer over `source`, the program's file number `file`.
  package init(_ source: String, file: Int = 0) {
    bytes = Array(source.utf8)
    self.file = file
  }

  /// All tokens, ending with `.end`.
  package mutating func tokenize() -> [Token] {
    var tokens = lex(insideInterpolation: false)
    tokens.append(Token(kind: .end, location: location))
    return tokens
  }

  var location: SourceLocation {
    SourceLocation(line: line, column: column, offset: index, file: file)
  }

  func peek(_ ahead: Int = 0) -> UInt8? {
    index + ahead < bytes.count ? bytes[index + ahead] : nil
  }

  mutating func advance() {
    guard index < bytes.count else { return }
    if bytes[index] == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if bytes[index] & 0xC0 != 0x80 {
      column += 1
    }
    index += 1
  }

  /// Tokens up to the end, or up to the `)` that closes an interpolation.
  mutating func lex(insideInterpolation: Bool) -> [Token] {
    var tokens: [Token] = []
    var depth = 0
    while let byte = peek() {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
      {
        advance()
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
        skipToEndOfLine()
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        skipBlockComment()
      } else if byte == UInt8(ascii: "\"") {
        tokens.append(lexString())
      } else if isLetter(byte) {
        tokens.append(lexWord())
      } else if isDigit(byte) {
        tokens.append(lexNumber())
      } else if insideInterpolation, byte == UInt8(ascii: ")"), depth == 0 {
        return tokens
      } else if let symbol = longestSymbol(startingWith: byte) {
        if byte == UInt8(ascii: "(") { depth += 1 }
        if byte == UInt8(ascii: ")") { depth -= 1 }
        tokens.append(
          Token(kind: .symbol(String(decoding: symbol, as: UTF8.self)), location: location))
        for _ in symbol { advance() }
      } else {
        let start = location
        var character = [byte]
        advance()
        while let next = peek(), next & 0xC0 == 0x80 {
          character.append(next)
          advance()
        }
        diagnostics.append(
          Diagnostic(
            message: "unexpected character '\(String(decoding: character, as: UTF8.self))'",
            location: start))
      }
    }
    return tokens
  }

  /// The longest punctuation at the current byte, if any.
  private func longestSymbol(startingWith byte: UInt8) -> [UInt8]? {
    candidates: for symbol in Self.symbols[Int(byte)] {
      var offset = 1
      while offset < symbol.count {
        guard peek(offset) == symbol[offset] else { continue candidates }
        offset += 1
      }
      return symbol
    }
    return nil
  }

  /// Skips from a `(` to its matching `)`, or to the end of the line.
  mutating func skipBalancedParentheses() {
    var depth = 0
    while let next = peek(), next != UInt8(ascii: "\n") {
      if next == UInt8(ascii: "(") { depth += 1 }
      if next == UInt8(ascii: ")") { depth -= 1 }
      advance()
      if depth == 0 { return }
    }
  }

  private mutating func skipToEndOfLine() {
    while let next = peek(), next != UInt8(ascii: "\n") { advance() }
  }

  private mutating func skipBlockComment() {
    let start = location
    advance()
    advance()
    while peek() != nil {
      if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        advance()
        advance()
        return
      }
      advance()
    }
    diagnostics.append(Diagnostic(message: "unterminated comment", location: start))
  }

  private mutating func lexWord() -> Token {
    let start = location
    let from = index
    while let byte = peek(), isLetter(byte) || isDigit(byte) { advance() }
    let word = String(decoding: bytes[from..<index], as: UTF8.self)
    return Token(
      kind: Token.keywords.contains(word) ? .keyword(word) : .identifier(word), location: start)
  }

  private mutating func lexNumber() -> Token {
    let start = location
    var digits = ""
    readDigits(into: &digits)
    var isDouble = false
    if peek() == UInt8(ascii: "."), let next = peek(1), isDigit(next) {
      digits.append(".")
      advance()
      readDigits(into: &digits)
      isDouble = true
    }
    // An exponent, as Swift writes one (`1e3`, `2.5E-4`): the number is a `Double`.
    if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
      let signed = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-")
      if let next = peek(signed ? 2 : 1), isDigit(next) {
        digits.append("e")
        advance()
        if signed {
          digits.append(Character(Unicode.Scalar(peek()!)))
          advance()
        }
        readDigits(into: &digits)
        isDouble = true
      }
    }
    if isDouble { return Token(kind: .double(Double(digits) ?? 0), location: start) }
    guard let value = Int(digits) else {
      diagnostics.append(Diagnostic(message: "the number \(digits) is too large", location: start))
      return Token(kind: .integer(0), location: start)
    }
    return Token(kind: .integer(value), location: start)
  }

  /// Reads digits and the underscores that group them, adding the digits to `digits`.
  private mutating func readDigits(into digits: inout String) {
    while let byte = peek(), isDigit(byte) || byte == UInt8(ascii: "_") {
      if byte != UInt8(ascii: "_") { digits.append(Character(Unicode.Scalar(byte))) }
      advance()
    }
  }

  private func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
