extension Parser {
  /// Reads the grammar's `expression` and `try-operator` rules.
  mutating func parseExpression(allowTrailingClosure: Bool = true) throws(Diagnostic) -> Expression
  {
    try enter()
    defer { leave() }
    // `try`, `try?`, `try!` and `await` cover the whole expression after them, as in Swift.
    for word in ["try", "await"] where current.kind == .identifier(word) {
      let location = current.location
      advance()
      var op = word
      if word == "try", current.location.offset == previous.location.offset + 3,
        check("?") || check("!")
      {
        op += check("?") ? "?" : "!"
        advance()
      }
      return Expression(
        kind: .unary(op, try parseExpression(allowTrailingClosure: allowTrailingClosure)),
        location: location)
    }
    let condition = try parseBinary(level: 0, allowTrailingClosure: allowTrailingClosure)
    guard consume("?") else { return condition }
    let yes = try parseExpression(allowTrailingClosure: allowTrailingClosure)
    try expect(":", "in a conditional expression")
    let no = try parseExpression(allowTrailingClosure: allowTrailingClosure)
    return Expression(kind: .ternary(condition, yes, no), location: condition.location)
  }

  /// The binary operators by precedence, loosest first: the grammar's `or-expression`,
  /// `and-expression`, `comparison`, `comparison-operator`, `nil-coalescing`, `range`,
  /// `additive` and `multiplicative` rules.
  private static let levels: [[String]] = [
    ["||"], ["&&"], ["==", "!=", "<", ">", "<=", ">="], ["??"], ["..<", "..."], ["+", "-"],
    ["*", "/", "%"],
  ]

  private mutating func parseBinary(level: Int, allowTrailingClosure: Bool) throws(Diagnostic)
    -> Expression
  {
    guard level < Self.levels.count else {
      return try parseUnary(allowTrailingClosure: allowTrailingClosure)
    }
    var left = try parseBinary(level: level + 1, allowTrailingClosure: allowTrailingClosure)
    let outerDepth = depth
    defer { depth = outerDepth }
    while case .symbol(let op) = current.kind, Self.levels[level].contains(op) {
      try enterLink()
      advance()
      let right = try parseBinary(level: level + 1, allowTrailingClosure: allowTrailingClosure)
      left = Expression(kind: .binary(op, left, right), location: left.location)
    }
    return left
  }

  /// Reads the grammar's `unary` rule.
  private mutating func parseUnary(allowTrailingClosure: Bool) throws(Diagnostic) -> Expression {
    for op in ["!", "-"] where check(op) {
      let location = current.location
      advance()
      try enter()
      defer { leave() }
      return Expression(
        kind: .unary(op, try parseUnary(allowTrailingClosure: allowTrailingClosure)),
        location: location)
    }
    return try parsePostfix(allowTrailingClosure: allowTrailingClosure)
  }

  /// Reads the grammar's `postfix` rule.
  private mutating func parsePostfix(allowTrailingClosure: Bool) throws(Diagnostic) -> Expression {
    var expression = try parsePrimary()
    let outerDepth = depth
    defer { depth = outerDepth }
    var afterMember = false
    while true {
      // A call right after a member (`.padding(8)`) is one link of the chain with it.
      let callsMember = afterMember && check("(") && current.location.line == previous.location.line
      if !callsMember,
        check(".") || check("[") || check("(") || (allowTrailingClosure && check("{"))
      {
        try enterLink()
      }
      afterMember = check(".") || isOptionalChain
      if isOptionalChain, case .identifier(let name) = peek(2).kind {
        let nameLocation = peek(2).location
        advance()
        advance()
        advance()
        expression = Expression(kind: .optionalMember(expression, name), location: nameLocation)
      } else if check("."), peek(1).kind == .symbol("$"), expression.isSelf,
        case .identifier(let name) = peek(2).kind
      {
        // `self.$isOn`: the view's own binding, as `$isOn`.
        let location = peek(1).location
        advance()
        advance()
        advance()
        expression = Expression(kind: .binding(name), location: location)
      } else if check("."), case .identifier(let name) = peek(1).kind {
        let nameLocation = peek(1).location
        advance()
        advance()
        expression = Expression(kind: .member(expression, name), location: nameLocation)
      } else if check("["), current.location.line == previous.location.line {
        advance()
        let index = try parseExpression()
        try expect("]", "to close a subscript")
        expression = Expression(
          kind: .subscripted(expression, index), location: expression.location)
      } else if check("("), current.location.line == previous.location.line,
        let labels = compoundNameLabels()
      {
        expression = functionReference(expression, labels: labels)
      } else if check("("), current.location.line == previous.location.line {
        expression = try parseCall(
          expression.initializedType ?? expression, allowTrailingClosure: allowTrailingClosure)
      } else if allowTrailingClosure, check("{") {
        expression = try parseCall(expression, allowTrailingClosure: true)
      } else {
        return expression
      }
    }
  }

  /// The argument labels of a function named with them at the current `(` (`(prime:)`,
  /// `(_:at:)`), `nil` for `_`; `nil` when the parentheses hold arguments instead.
  private func compoundNameLabels() -> [String?]? {
    var labels: [String?] = []
    var offset = 1
    while let label = peek(offset).label, peek(offset + 1).kind == .symbol(":") {
      labels.append(label == "_" ? nil : label)
      offset += 2
    }
    return labels.isEmpty || peek(offset).kind != .symbol(")") ? nil : labels
  }

  /// Reads the grammar's `function-reference` rule. A function named with its argument labels
  /// (`PrimeAlert.init(prime:)`, `store.add(_:to:)`) is the closure that calls it with its arguments in order, which is
  /// the function value Swift's reference names ("Function Types"; SE-0021).
  private mutating func functionReference(_ callee: Expression, labels: [String?]) -> Expression {
    while !check(")") { advance() }
    advance()
    let location = callee.location
    let arguments = labels.enumerated().map { index, label in
      Argument(
        label: label, value: Expression(kind: .identifier("$\(index)"), location: location),
        isTrailing: false)
    }
    let call = Expression(
      kind: .call(callee.initializedType ?? callee, arguments), location: location)
    let body = Block(items: [.expression(call)], location: location)
    return Expression(
      kind: .closure(Closure(parameters: arguments.indices.map { "$\($0)" }, body: body)),
      location: location)
  }

  /// Whether the current tokens are `?.` on the expression's line (`name?.count`), not a
  /// conditional operator's `?` (which a space or a line break separates from a `.member`).
  private var isOptionalChain: Bool {
    check("?") && peek(1).kind == .symbol(".")
      && current.location.line == previous.location.line
      && peek(1).location.column == current.location.column + 1
  }

  /// The operators an argument may name as a function, as Swift lets `+` stand for
  /// `(Int, Int) -> Int` ("Operator Methods" in The Swift Programming Language).
  static let operatorFunctions: Set<String> = [
    "+", "-", "*", "/", "<", ">", "<=", ">=", "==", "!=",
  ]

  /// Reads the grammar's `call-suffix`, `arguments`, `argument`, `operator-function`, `label`
  /// and `trailing-closures` rules.
  private mutating func parseCall(_ callee: Expression, allowTrailingClosure: Bool)
    throws(Diagnostic)
    -> Expression
  {
    var arguments: [Argument] = []
    if consume("(") {
      while !check(")"), !isAtEnd {
        var label: String?
        if peek(1).kind == .symbol(":"), let name = current.label {
          label = name
          advance()
          advance()
        }
        let value: Expression
        if case .symbol(let op) = current.kind, Self.operatorFunctions.contains(op),
          [.symbol(")"), .symbol(",")].contains(peek(1).kind)
        {
          // `reduce(0, +)`, `sorted(by: >)`: an operator named as the function it is.
          value = Expression(kind: .identifier(op), location: current.location)
          advance()
        } else if check("&") {
          // `&name`: a variable passed to an `inout` parameter.
          let location = current.location
          advance()
          value = Expression(
            kind: .unary("&", try parsePostfix(allowTrailingClosure: false)), location: location)
        } else {
          value = try parseExpression()
        }
        arguments.append(Argument(label: label, value: value, isTrailing: false))
        guard consume(",") else { break }
      }
      try expect(")", "to close the argument list")
    }
    if allowTrailingClosure, check("{") {
      arguments.append(Argument(label: nil, value: try parseClosure(), isTrailing: true))
      while case .identifier(let label) = current.kind, peek(1).kind == .symbol(":"),
        peek(2).kind == .symbol("{")
      {
        advance()
        advance()
        arguments.append(Argument(label: label, value: try parseClosure(), isTrailing: true))
      }
    }
    return Expression(kind: .call(callee, arguments), location: callee.location)
  }

  /// A tuple element's label (`min:` in `(min: 1, max: 9)`), read when there is one.
  private mutating func tupleLabel() -> String? {
    guard case .identifier(let label) = current.kind, peek(1).kind == .symbol(":") else {
      return nil
    }
    advance()
    advance()
    return label
  }

  /// Reads the grammar's `primary`, `array-literal`, `key-path` and `literal` rules.
  private mutating func parsePrimary() throws(Diagnostic) -> Expression {
    let token = current
    switch token.kind {
    case .integer(let value):
      advance()
      return Expression(kind: .literal(.integer(value)), location: token.location)
    case .double(let value):
      advance()
      return Expression(kind: .literal(.double(value)), location: token.location)
    case .string(let parts):
      advance()
      return Expression(kind: .literal(.string(try segments(parts))), location: token.location)
    case .keyword("true"), .keyword("false"):
      advance()
      return Expression(
        kind: .literal(.boolean(token.kind == .keyword("true"))), location: token.location)
    case .keyword("nil"):
      advance()
      return Expression(kind: .literal(.none), location: token.location)
    case .identifier(let name):
      advance()
      return Expression(kind: .identifier(name), location: token.location)
    case .symbol("$"):
      advance()
      if case .integer(let index) = current.kind,
        current.location.column == token.location.column + 1
      {
        // `$0`: a closure's first argument, when the closure names no parameters.
        advance()
        guard !shorthandUses.isEmpty else {
          throw Diagnostic(
            message: "anonymous closure argument '$\(index)' not contained in a closure",
            location: token.location)
        }
        // A closure gets one parameter up to its highest anonymous argument: a huge index
        // would make billions of them.
        guard index <= Self.highestAnonymousArgument else {
          throw Diagnostic(
            message: "anonymous closure argument '$\(index)' is out of range: closures take "
              + "at most \(Self.highestAnonymousArgument + 1) arguments ($0 to "
              + "$\(Self.highestAnonymousArgument))",
            location: token.location)
        }
        shorthandUses[shorthandUses.count - 1] = max(shorthandUses[shorthandUses.count - 1], index)
        return Expression(kind: .identifier("$\(index)"), location: token.location)
      }
      let (name, _) = try expectIdentifier("a property name after '$'")
      return Expression(kind: .binding(name), location: token.location)
    case .symbol("."):
      advance()
      // As in Swift, a reserved word is a member name after a dot (`.switch`, `.default`).
      if case .keyword(let word) = current.kind {
        advance()
        return Expression(kind: .implicitMember(word), location: token.location)
      }
      let (name, _) = try expectIdentifier("a member name after '.'")
      return Expression(kind: .implicitMember(name), location: token.location)
    case .symbol("("):
      advance()
      var labels: [String?] = [tupleLabel()]
      var elements = [try parseExpression()]
      guard check(",") || labels[0] != nil else {
        try expect(")", "to close a parenthesized expression")
        return elements[0]
      }
      while consume(",") {
        labels.append(tupleLabel())
        elements.append(try parseExpression())
      }
      try expect(")", "to close a tuple")
      return Expression(kind: .tuple(elements, labels: labels), location: token.location)
    case .symbol("["):
      advance()
      var elements: [Expression] = []
      while !check("]"), !isAtEnd {
        elements.append(try parseExpression())
        guard consume(",") else { break }
      }
      try expect("]", "to close an array literal")
      return Expression(kind: .array(elements), location: token.location)
    case .symbol("{"):
      return try parseClosure()
    case .symbol("\\"):
      advance()
      var components: [String] = []
      repeat {
        try expect(".", "in a key path")
        components.append(try expectIdentifier("a property name in a key path").0)
      } while check(".")
      return Expression(kind: .keyPath(components), location: token.location)
    default:
      throw Diagnostic(
        message: "expected an expression, found \(token.described)", location: token.location)
    }
  }

  /// The segments of a string literal, parsing each interpolation's tokens.
  private mutating func segments(_ parts: [Token.StringPart]) throws(Diagnostic) -> [StringSegment]
  {
    var result: [StringSegment] = []
    for part in parts {
      switch part {
      case .text(let text):
        result.append(.text(text))
      case .interpolation(let inner):
        var parser = Parser(
          tokens: inner + [Token(kind: .end, location: inner.last?.location ?? current.location)])
        parser.depth = depth
        parser.shorthandUses = shorthandUses
        let expression = try parser.parseExpression()
        shorthandUses = parser.shorthandUses
        diagnostics += parser.diagnostics
        if parser.check(","), parser.peek(1).kind == .identifier("specifier"),
          parser.peek(2).kind == .symbol(":"),
          case .string(let specifierParts) = parser.peek(3).kind,
          case .text(let specifier)? = specifierParts.first, specifierParts.count == 1
        {
          let location = parser.peek(3).location
          for _ in 0..<4 { parser.advance() }
          if !parser.isAtEnd {
            throw Diagnostic(
              message: "unexpected \(parser.current.described) in a string interpolation",
              location: parser.current.location)
          }
          result.append(.formatted(expression, specifier: specifier, location))
          continue
        }
        if !parser.isAtEnd {
          throw Diagnostic(
            message: "unexpected \(parser.current.described) in a string interpolation",
            location: parser.current.location)
        }
        result.append(.expression(expression))
      }
    }
    return result
  }
}
