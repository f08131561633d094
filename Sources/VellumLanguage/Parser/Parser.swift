/// Reads the tokens of a `.vellum` file into a `SourceFile`, by recursive descent: one method per
/// rule (or small group of rules) of `Grammar/vellum.ebnf`, whose doc comment names the rules. A rule that fails records a located
/// diagnostic; the parser then skips to the start of the next line (or the closing brace) and
/// goes on, so one run reports many problems. Nesting is bounded, and so is chaining (each
/// modifier, call or operator in a chain nests the expression tree one level deeper), so no
/// input can exhaust the stack of the parser, the checker or the interpreter.
///
/// ```swift
/// let (file, diagnostics) = Parser.parse(source)
/// ```
package struct Parser {
  var tokens: [Token]
  var position = 0
  var depth = 0
  /// For each closure being parsed, innermost last, the highest `$n` its body uses (-1: none),
  /// so a closure without a parameter list takes `$0`… as its parameters.
  var shorthandUses: [Int] = []
  /// The structs and enums declared inside the declaration being read, to hold beside the
  /// file's top-level ones.
  var nestedDeclarations: [Declaration] = []
  /// The problems found, in source order.
  package internal(set) var diagnostics: [Diagnostic] = []

  /// How deeply blocks and expressions may nest.
  static let maximumDepth = 200

  /// Whether statements may stand at the top level, as they may in a program's `main.swift`.
  var allowsTopLevelCode = false
  /// The generic parameters in scope (`T` in `struct Box<T>`), read as `Any` in types.
  var genericParameters: Set<String> = []

  init(tokens: [Token]) { self.tokens = tokens }

  /// Parses `source`, returning the file and every problem found (lexing and parsing).
  package static func parse(_ source: String) -> (file: SourceFile, diagnostics: [Diagnostic]) {
    parse(files: [source])
  }

  /// Parses the files of one program (as Swift compiles the files of a module together: each
  /// may extend and use what the others declare), returning their declarations as one file and
  /// every problem found, located in its file. The file at `mainFile`, the program's
  /// `main.swift`, may hold statements at the top level, which run in order when the program
  /// runs.
  package static func parse(files sources: [String], mainFile: Int? = nil) -> (
    file: SourceFile, diagnostics: [Diagnostic]
  ) {
    var declarations: [Declaration] = []
    var extensions: [StructDecl] = []
    var diagnostics: [Diagnostic] = []
    for (index, source) in sources.enumerated() {
      var lexer = Lexer(source, file: index)
      let (tokens, conditions) = ConditionalCompilation.activeTokens(lexer.tokenize())
      var parser = Parser(tokens: tokens)
      parser.allowsTopLevelCode = index == mainFile
      let (declared, extended) = parser.parseDeclarations()
      declarations += declared
      extensions += extended
      diagnostics += lexer.diagnostics + conditions + parser.diagnostics
    }
    for decl in extensions {
      if let problem = extend(&declarations, with: decl) { diagnostics.append(problem) }
    }
    diagnostics += applyProtocols(to: &declarations)
    nameUniquely(&declarations)
    return (
      SourceFile(declarations: declarations), diagnostics.sorted { $0.location < $1.location }
    )
  }

  var current: Token { tokens[min(position, tokens.count - 1)] }
  var previous: Token { tokens[max(0, min(position, tokens.count) - 1)] }

  func peek(_ ahead: Int = 0) -> Token { tokens[min(position + ahead, tokens.count - 1)] }

  mutating func advance() {
    if position < tokens.count - 1 { position += 1 }
  }

  var isAtEnd: Bool { current.kind == .end }

  func check(_ symbol: String) -> Bool { current.kind == .symbol(symbol) }

  func checkKeyword(_ word: String) -> Bool { current.kind == .keyword(word) }

  mutating func consume(_ symbol: String) -> Bool {
    guard check(symbol) else { return false }
    advance()
    return true
  }

  mutating func expect(_ symbol: String, _ context: String) throws(Diagnostic) {
    guard consume(symbol) else {
      throw Diagnostic(
        message: "expected '\(symbol)' \(context), found \(current.described)",
        location: current.location)
    }
  }

  mutating func expectIdentifier(_ what: String) throws(Diagnostic) -> (String, SourceLocation) {
    guard case .identifier(let name) = current.kind else {
      throw Diagnostic(
        message: "expected \(what), found \(current.described)", location: current.location)
    }
    let location = current.location
    advance()
    return (name, location)
  }

  /// Enters one level of nesting, failing past the bound.
  mutating func enter() throws(Diagnostic) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw Diagnostic(
        message: "nesting is deeper than \(Self.maximumDepth) levels", location: current.location)
    }
  }

  /// Enters one more link of a chain (a modifier, member, call or operator applied to what comes
  /// before it), which nests the expression one level deeper; fails past the bound with a
  /// message about the chain.
  mutating func enterLink() throws(Diagnostic) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw Diagnostic(
        message:
          "this expression chains or nests more than \(Self.maximumDepth) calls, modifiers and "
          + "operators; split it into smaller views or properties",
        location: current.location)
    }
  }

  mutating func leave() { depth -= 1 }

  /// Skips to the first token of a later line, or to a `}`, after an error at the current token.
  mutating func synchronize(after error: Diagnostic) {
    diagnostics.append(error)
    let line = error.location.line
    if !check("}") { advance() }
    while !isAtEnd, current.location.line == line, !check("}") { advance() }
  }
}
