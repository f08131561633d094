/// Reads and evaluates one `#if` condition (see ``ConditionalCompilation``): `a || b`,
/// `a && b`, `!a`, `(a)`, `DEBUG`, `true`, `false` and the platform conditions.
///
/// ```swift
/// var reader = ConditionReader(tokens: condition, location: start)
/// try reader.disjunction()   // true for `os(Linux) || DEBUG` on Linux
/// ```
struct ConditionReader {
  let tokens: [Token]
  /// Where the directive is, for a condition cut short.
  let location: SourceLocation
  private var position = 0

  init(tokens: [Token], location: SourceLocation) {
    self.tokens = tokens
    self.location = location
  }

  var current: Token? { position < tokens.count ? tokens[position] : nil }
  var isAtEnd: Bool { position >= tokens.count }

  /// `a || b || …`.
  mutating func disjunction() throws(Diagnostic) -> Bool {
    var holds = try conjunction()
    while consume("||") { holds = try conjunction() || holds }
    return holds
  }

  private mutating func conjunction() throws(Diagnostic) -> Bool {
    var holds = try unary()
    while consume("&&") { holds = try unary() && holds }
    return holds
  }

  private mutating func unary() throws(Diagnostic) -> Bool {
    if consume("!") { return !(try unary()) }
    if consume("(") {
      let holds = try disjunction()
      try expect(")")
      return holds
    }
    guard let token = current, let name = token.label else {
      throw Diagnostic(
        message: "expected a condition after '#if'", location: current?.location ?? location)
    }
    position += 1
    switch name {
    case "true": return true
    case "false": return false
    case "DEBUG": return ConditionalCompilation.isDebug
    case "os": return try argument() == ConditionalCompilation.operatingSystem
    case "arch": return try argument() == ConditionalCompilation.architecture
    case "canImport":
      return ConditionalCompilation.importableModules.contains(try argument())
    case "targetEnvironment":
      _ = try argument()
      return false
    default:
      throw Diagnostic(
        message: "the condition '\(name)' is not interpreted; a '#if' takes os(…), arch(…), "
          + "canImport(…), targetEnvironment(…) and DEBUG", location: token.location)
    }
  }

  /// `(name)` after a platform condition.
  private mutating func argument() throws(Diagnostic) -> String {
    try expect("(")
    guard let name = current?.label else {
      throw Diagnostic(message: "expected a name", location: current?.location ?? location)
    }
    position += 1
    try expect(")")
    return name
  }

  private mutating func consume(_ symbol: String) -> Bool {
    guard current?.kind == .symbol(symbol) else { return false }
    position += 1
    return true
  }

  private mutating func expect(_ symbol: String) throws(Diagnostic) {
    guard consume(symbol) else {
      throw Diagnostic(
        message: "expected '\(symbol)' in a '#if' condition",
        location: current?.location ?? location)
    }
  }
}
