/// Closures: their parameters (bare, `$`-named or typed) and their bodies, with `$0`, `$1`, …
/// taken as parameters where none are named.
extension Parser {
  /// Reads the grammar's `closure` and `closure-parameters` rules.
  mutating func parseClosure() throws(Diagnostic) -> Expression {
    let location = current.location
    try expect("{", "to open a closure")
    var parameters: [String] = []
    var count = closureParameterCount()
    for _ in 0..<(count ?? 0) {
      // `$name`: a parameter given a binding, named `name` for its value (SE-0293).
      let projected = consume("$")
      if case .identifier(let name) = current.kind {
        parameters.append(projected ? "$" + name : name)
      }
      advance()  // the name
      advance()  // its ',' or 'in'
    }
    if count == nil, let typed = parseTypedClosureParameters() {
      parameters = typed
      count = typed.count
    }
    shorthandUses.append(-1)
    let body: Block
    do throws(Diagnostic) {
      body = try parseItems(openedAt: location)
    } catch {
      shorthandUses.removeLast()
      throw error
    }
    let highest = shorthandUses.removeLast()
    if highest >= 0 {
      guard count == nil else {
        throw Diagnostic(
          message: "anonymous closure arguments cannot be used in a closure that names its "
            + "parameters; use '\(parameters.first ?? "_")' instead of '$0'",
          location: location)
      }
      parameters = (0...highest).map { "$\($0)" }
    }
    return Expression(
      kind: .closure(Closure(parameters: parameters, body: body)), location: location)
  }

  /// Reads the grammar's `typed-closure-parameters` rule. A closure's parenthesized
  /// parameters (`(step: Int) in`, `(a, b) -> Bool in`): their names, the types set aside.
  /// `nil`, with nothing read, when the closure does not start with them.
  private mutating func parseTypedClosureParameters() -> [String]? {
    guard check("(") else { return nil }
    let start = position
    do throws(Diagnostic) {
      advance()
      var names: [String] = []
      while !check(")"), !isAtEnd {
        names.append(try expectIdentifier("a closure parameter name").0)
        if consume(":") { _ = try parseType() }
        guard consume(",") else { break }
      }
      try expect(")", "to close the closure's parameters")
      if consume("->") { _ = try parseType() }
      guard checkKeyword("in") else {
        position = start
        return nil
      }
      advance()
      return names
    } catch {
      position = start
      return nil
    }
  }

  /// The highest `$n` a closure may use.
  static let highestAnonymousArgument = 255

  /// How many names precede `in` at the current token (`a, b in`, `$value in`), or `nil` when
  /// the closure has no parameter list.
  private func closureParameterCount() -> Int? {
    var count = 0
    var offset = 0
    while true {
      if peek(offset).kind == .symbol("$") { offset += 1 }
      guard case .identifier = peek(offset).kind else { return nil }
      count += 1
      let next = peek(offset + 1).kind
      if next == .keyword("in") { return count }
      guard next == .symbol(",") else { return nil }
      offset += 2
    }
  }
}
