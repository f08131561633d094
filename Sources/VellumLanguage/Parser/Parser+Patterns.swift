extension Parser {
  /// Reads the grammar's `case-pattern` and `pattern-element` rules. An enum case pattern is
  /// `.name(…)` or `Type.name(…)` followed by its elements; `case let .name(a, b)` binds every
  /// bare name among them, as Swift reads it. Anything else is a value to equal.
  ///
  /// ```swift
  /// case .collection(let name), .favorites:
  /// case let .item(id, _):
  /// ```
  mutating func parseCasePattern() throws(Diagnostic) -> CasePattern {
    let bindsAll = checkKeyword("let") || checkKeyword("var")
    if bindsAll { advance() }
    if check("("), let tuple = try parseTuplePattern(bindsAll: bindsAll) { return tuple }
    let start = position
    guard let enumCase = try parseEnumCaseName(), consume("(") else {
      if bindsAll {
        throw Diagnostic(
          message: "expected an enum case with associated values after 'case let', found "
            + current.described,
          location: current.location)
      }
      position = start
      return CasePattern(value: try parseExpression(allowTrailingClosure: false), elements: nil)
    }
    var elements: [CasePattern.Element] = []
    while !check(")"), !isAtEnd {
      // A label (`id: let id`) names the value it stands for; the position decides, as in Swift.
      if current.label != nil, peek(1).kind == .symbol(":") {
        advance()
        advance()
      }
      elements.append(try parsePatternElement(bindsAll: bindsAll))
      guard consume(",") else { break }
    }
    try expect(")", "to close the case pattern")
    return CasePattern(value: enumCase, elements: elements)
  }

  /// A tuple pattern (`(_, 11...13)`, `let (a, b)`); `nil`, with nothing read, when the
  /// parentheses hold one expression, which is a value pattern.
  private mutating func parseTuplePattern(bindsAll: Bool) throws(Diagnostic) -> CasePattern? {
    let start = position
    let location = current.location
    advance()
    var elements = [try parsePatternElement(bindsAll: bindsAll)]
    guard check(",") else {
      position = start
      return nil
    }
    while consume(",") { elements.append(try parsePatternElement(bindsAll: bindsAll)) }
    try expect(")", "to close the tuple pattern")
    return CasePattern(
      value: Expression(kind: .literal(.none), location: location), elements: nil,
      tuple: elements)
  }

  /// `.name` or `Type.name` at a pattern's start, when one is there and a `(` follows it;
  /// `nil` (and nothing read) otherwise.
  private mutating func parseEnumCaseName() throws(Diagnostic) -> Expression? {
    let location = current.location
    if check("."), case .identifier(let name) = peek(1).kind, peek(2).kind == .symbol("(") {
      advance()
      advance()
      return Expression(kind: .implicitMember(name), location: location)
    }
    if case .identifier(let type) = current.kind, peek(1).kind == .symbol("."),
      case .identifier(let name) = peek(2).kind, peek(3).kind == .symbol("(")
    {
      advance()
      advance()
      advance()
      let base = Expression(kind: .identifier(type), location: location)
      return Expression(kind: .member(base, name), location: location)
    }
    return nil
  }

  /// One element of an enum case pattern: `let name`, `_`, a bare name after `case let`, or a
  /// value to equal.
  private mutating func parsePatternElement(bindsAll: Bool) throws(Diagnostic)
    -> CasePattern.Element
  {
    if checkKeyword("let") || checkKeyword("var") {
      advance()
      return .bind(try expectIdentifier("a name to bind").0)
    }
    if case .identifier("_") = current.kind {
      advance()
      return .wildcard
    }
    if bindsAll, case .identifier(let name) = current.kind,
      peek(1).kind == .symbol(",") || peek(1).kind == .symbol(")")
    {
      advance()
      return .bind(name)
    }
    return .value(try parseExpression(allowTrailingClosure: false))
  }

  /// Reads the grammar's `associated-values` rule. A case's values are parenthesized types,
  /// each with an optional label (`case item(id: Int, name: String)`).
  mutating func parseAssociatedValues(of caseName: String) throws(Diagnostic)
    -> [AssociatedValue]
  {
    try expect("(", "to open the associated values of '\(caseName)'")
    var values: [AssociatedValue] = []
    while !check(")"), !isAtEnd {
      var label: String?
      if case .identifier(let name) = current.kind, peek(1).kind == .symbol(":") {
        label = name
        advance()
        advance()
      }
      values.append(AssociatedValue(label: label, type: try parseType()))
      guard consume(",") else { break }
    }
    try expect(")", "to close the associated values of '\(caseName)'")
    return values
  }

  /// Reads the grammar's `do-item` and `catch-clause` rules.
  mutating func parseDo() throws(Diagnostic) -> DoItem {
    let location = current.location
    advance()
    let body = try parseBlock()
    var clauses: [DoItem.Clause] = []
    while current.kind == .identifier("catch") {
      advance()
      var clause = DoItem.Clause(pattern: nil, name: nil, type: nil, body: body)
      if checkKeyword("let") {
        advance()
        clause.name = try expectIdentifier("a name after 'catch let'").0
        if current.kind == .identifier("as") {
          advance()
          clause.type = try parseType()
        }
      } else if current.kind == .identifier("is") {
        advance()
        clause.type = try parseType()
      } else if !check("{") {
        clause.pattern = try parseCasePattern()
      }
      if current.kind == .identifier("where") {
        advance()
        clause.condition = try parseExpression(allowTrailingClosure: false)
      }
      clause.body = try parseBlock()
      clauses.append(clause)
    }
    guard !clauses.isEmpty else {
      throw Diagnostic(
        message: "expected 'catch' after the body of 'do'", location: current.location)
    }
    return DoItem(body: body, clauses: clauses, location: location)
  }
}
