/// One token of a `.vellum` file.
///
/// ```swift
/// Token(kind: .identifier("Text"), location: start)
/// ```
package struct Token: Hashable, Sendable {
  /// What the token is.
  package enum Kind: Hashable, Sendable {
    /// A name: `Text`, `count`, `padding`.
    case identifier(String)
    /// A reserved word: `struct`, `var`, `if`, `true`.
    case keyword(String)
    /// A whole number.
    case integer(Int)
    /// A number with a fraction.
    case double(Double)
    /// A string literal: literal text and interpolated token runs, in order.
    case string([StringPart])
    /// Punctuation or an operator: `{`, `..<`, `+=`, `$`.
    case symbol(String)
    /// The end of the file.
    case end
  }

  /// A piece of a string literal.
  package enum StringPart: Hashable, Sendable {
    /// Text as written (escapes resolved).
    case text(String)
    /// The tokens inside `\( … )`.
    case interpolation([Token])
  }

  /// What the token is.
  package var kind: Kind
  /// Where it starts.
  package var location: SourceLocation

  /// A token.
  package init(kind: Kind, location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// The words the language reserves.
  package static let keywords: Set<String> = [
    "struct", "enum", "case", "var", "let", "if", "else", "switch", "default", "import", "true",
    "false", "nil", "some", "in", "return", "private", "static", "extension", "class",
  ]

  /// The token as an argument label: a name or, as in Swift, a reserved word (`in:`).
  ///
  /// ```swift
  /// Token(kind: .keyword("in"), location: start).label   // "in"
  /// ```
  package var label: String? {
    switch kind {
    case .identifier(let name), .keyword(let name): name
    default: nil
    }
  }

  /// How the token reads in an error message: `'{'`, `identifier 'Text'`, `end of file`.
  ///
  /// ```swift
  /// Token(kind: .symbol("{"), location: start).described   // "'{'"
  /// ```
  package var described: String {
    switch kind {
    case .identifier(let name): "'\(name)'"
    case .keyword(let word): "'\(word)'"
    case .integer(let value): "'\(value)'"
    case .double(let value): "'\(value)'"
    case .string: "a string"
    case .symbol(let symbol): "'\(symbol)'"
    case .end: "the end of the file"
    }
  }
}
