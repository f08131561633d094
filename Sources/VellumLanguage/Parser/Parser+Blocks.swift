extension Parser {
  /// Reads the grammar's `block` rule.
  mutating func parseBlock() throws(Diagnostic) -> Block {
    let location = current.location
    try expect("{", "to open a block")
    return try parseItems(openedAt: location)
  }

  /// The items of a block whose `{` (and closure parameters) have been read, and its `}`.
  mutating func parseItems(openedAt location: SourceLocation) throws(Diagnostic) -> Block {
    try enter()
    defer { leave() }
    var items: [Item] = []
    while !check("}"), !isAtEnd {
      do throws(Diagnostic) {
        items += try parseStatementItems()
        _ = consume(";")
      } catch {
        synchronize(after: error)
      }
    }
    try expect("}", "to close the block opened at \(location)")
    return Block(items: items, location: location)
  }

  /// The items one statement stands for: one, or several for `@Bindable var x = x` and for
  /// `let (a, b) = pair`.
  mutating func parseStatementItems() throws(Diagnostic) -> [Item] {
    if check("@"), peek(1).kind == .identifier("Bindable") { return try parseBindableItem() }
    if checkKeyword("let") || checkKeyword("var"), peek(1).kind == .symbol("(") {
      return try parseTupleBindingItem()
    }
    return [try parseItem()]
  }

  /// Reads the grammar's `tuple-binding-item` rule.
  ///
  /// `let (low, high) = range` names a tuple's elements by position, as Swift's tuple
  /// patterns do ("Tuples" in The Swift Programming Language); `_` names none. It is the
  /// tuple's `let` under a name no file can write, then each name's `let` (or `var`) of its
  /// element.
  private mutating func parseTupleBindingItem() throws(Diagnostic) -> [Item] {
    let location = current.location
    let isConstant = checkKeyword("let")
    advance()
    advance()
    var names: [String] = []
    repeat {
      names.append(try expectIdentifier("a name in the tuple pattern").0)
    } while consume(",")
    try expect(")", "to close the tuple pattern")
    try expect("=", "to give the tuple pattern its value")
    let value = try parseExpression()
    let tuple = "(" + names.joined(separator: ", ") + ")"
    var items: [Item] = [.constant(name: tuple, type: nil, value: value, location)]
    for (index, name) in names.enumerated() where name != "_" {
      let element = Expression(
        kind: .member(Expression(kind: .identifier(tuple), location: location), "#\(index)"),
        location: location)
      items.append(
        isConstant
          ? .constant(name: name, type: nil, value: element, location)
          : .variable(name: name, type: nil, value: element, location))
    }
    return items
  }

  /// Reads the grammar's `bindable-item` rule.
  ///
  /// `@Bindable var book = book` in a body, as Apple's `Bindable` documentation writes it for
  /// an object read from the environment, is the `let` of the object and, beside it, `$book`,
  /// which makes bindings to the object's properties (`$book.title`).
  private mutating func parseBindableItem() throws(Diagnostic) -> [Item] {
    let location = current.location
    advance()
    advance()
    guard checkKeyword("var") || checkKeyword("let") else {
      throw Diagnostic(
        message: "expected 'var' after '@Bindable'", location: current.location)
    }
    advance()
    let (name, nameLocation) = try expectIdentifier("a name after '@Bindable var'")
    let type = consume(":") ? try parseType() : nil
    try expect("=", "to give '\(name)' its value")
    let value = try parseExpression()
    let bindable = Expression(
      kind: .call(
        Expression(kind: .identifier("Bindable"), location: location),
        [
          Argument(
            label: nil, value: Expression(kind: .identifier(name), location: nameLocation),
            isTrailing: false)
        ]),
      location: location)
    return [
      .constant(name: name, type: type, value: value, location),
      .constant(name: "$" + name, type: nil, value: bindable, location),
    ]
  }

  /// Reads the grammar's `item`, `assignment-operator`, `let-item`, `var-item`, `guard-item`,
  /// `return-item`, `throw-item` and `while-item` rules.
  mutating func parseItem() throws(Diagnostic) -> Item {
    if checkKeyword("if") { return .conditional(try parseIf()) }
    if current.kind == .identifier("for") { return .loop(try parseFor()) }
    if current.kind == .identifier("while") {
      let location = current.location
      advance()
      let conditions = try parseConditions(after: "while")
      return .whileLoop(
        WhileItem(conditions: conditions, body: try parseBlock(), location: location))
    }
    if checkKeyword("switch") { return .choice(try parseSwitch()) }
    let location = current.location
    if checkKeyword("let") || checkKeyword("var") {
      let keyword = checkKeyword("let") ? "let" : "var"
      advance()
      let (name, _) = try expectIdentifier("a name after '\(keyword)'")
      let type = consume(":") ? try parseType() : nil
      if let type, !check("=") {
        return .declaration(name: name, type: type, isConstant: keyword == "let", location)
      }
      try expect("=", "to give '\(name)' its value")
      let value = try parseExpression()
      return keyword == "let"
        ? .constant(name: name, type: type, value: value, location)
        : .variable(name: name, type: type, value: value, location)
    }
    if current.kind == .identifier("guard") {
      advance()
      let conditions = try parseConditions(after: "guard")
      guard checkKeyword("else") else {
        throw Diagnostic(
          message: "expected 'else' after the conditions of 'guard'", location: current.location)
      }
      advance()
      return .guarded(
        GuardItem(conditions: conditions, otherwise: try parseBlock(), location: location))
    }
    if current.kind == .identifier("break") || current.kind == .identifier("continue") {
      throw Diagnostic(
        message: "'\(current.label ?? "break")' is not interpreted, except a 'break' that ends a "
          + "switch case", location: location)
    }
    if current.kind == .identifier("throw") {
      advance()
      return .throwing(try parseExpression(), location)
    }
    if current.kind == .identifier("do"), peek(1).kind == .symbol("{") {
      return .attempt(try parseDo())
    }
    if checkKeyword("return") {
      advance()
      let endsHere = check("}") || check(";") || current.location.line != location.line
      return .returning(endsHere ? nil : try parseExpression(), location)
    }
    let expression = try parseExpression()
    for op in ["=", "+=", "-=", "*=", "/="] where check(op) {
      advance()
      return .assignment(target: expression, operator: op, value: try parseExpression(), location)
    }
    return .expression(expression)
  }

  /// Reads the grammar's `for-item` rule. `for` and `where` are contextual words here.
  mutating func parseFor() throws(Diagnostic) -> ForItem {
    let location = current.location
    advance()
    var names: [String] = []
    if consume("(") {
      // A tuple pattern: `for (index, item) in items.enumerated()`.
      repeat {
        names.append(try expectIdentifier("a name in the 'for' pattern").0)
      } while consume(",")
      try expect(")", "to close the 'for' pattern")
    } else {
      names.append(try expectIdentifier("a name after 'for'").0)
    }
    guard checkKeyword("in") else {
      throw Diagnostic(
        message: "expected 'in' after 'for \(names.joined(separator: ", "))'",
        location: current.location)
    }
    advance()
    let sequence = try parseExpression(allowTrailingClosure: false)
    var filter: Expression?
    if current.kind == .identifier("where") {
      advance()
      filter = try parseExpression(allowTrailingClosure: false)
    }
    return ForItem(
      names: names, sequence: sequence, filter: filter, body: try parseBlock(), location: location)
  }

  /// Reads the grammar's `if-item` and `condition` rules.
  mutating func parseIf() throws(Diagnostic) -> IfItem {
    let location = current.location
    advance()
    let conditions = try parseConditions(after: "if")
    let then = try parseBlock()
    var otherwise: Block?
    if checkKeyword("else") {
      advance()
      if checkKeyword("if") {
        let elseLocation = current.location
        otherwise = Block(items: [.conditional(try parseIf())], location: elseLocation)
      } else {
        otherwise = try parseBlock()
      }
    }
    return IfItem(conditions: conditions, then: then, otherwise: otherwise, location: location)
  }

  /// Reads the grammar's `condition` rule, repeated with commas: an `if`'s or a `guard`'s.
  private mutating func parseConditions(after word: String) throws(Diagnostic)
    -> [IfItem.Condition]
  {
    var conditions: [IfItem.Condition] = []
    repeat {
      if checkKeyword("let") {
        advance()
        let (name, nameLocation) = try expectIdentifier("a name after '\(word) let'")
        let value =
          consume("=")
          ? try parseExpression(allowTrailingClosure: false)
          : Expression(kind: .identifier(name), location: nameLocation)
        conditions.append(.binding(name: name, value: value))
      } else if checkKeyword("case") {
        advance()
        let pattern = try parseCasePattern()
        try expect("=", "after the pattern of '\(word) case'")
        conditions.append(
          .pattern(pattern, value: try parseExpression(allowTrailingClosure: false)))
      } else {
        conditions.append(.expression(try parseExpression(allowTrailingClosure: false)))
      }
    } while consume(",")
    return conditions
  }

  /// Reads the grammar's `switch-item` and `switch-case` rules.
  mutating func parseSwitch() throws(Diagnostic) -> SwitchItem {
    let location = current.location
    advance()
    let subject = try parseExpression(allowTrailingClosure: false)
    try expect("{", "to open the switch")
    var cases: [SwitchItem.Case] = []
    while !check("}"), !isAtEnd {
      var patterns: [CasePattern] = []
      let caseLocation = current.location
      if checkKeyword("case") {
        advance()
        repeat {
          var pattern = try parseCasePattern()
          if current.kind == .identifier("where") {
            advance()
            pattern.condition = try parseExpression(allowTrailingClosure: false)
          }
          patterns.append(pattern)
        } while consume(",")
      } else if checkKeyword("default") {
        advance()
      } else {
        throw Diagnostic(
          message: "expected 'case' or 'default' in a switch, found \(current.described)",
          location: current.location)
      }
      try expect(":", "after the case patterns")
      var items: [Item] = []
      while !checkKeyword("case"), !checkKeyword("default"), !check("}"), !isAtEnd {
        // A `break` that ends a case does nothing: Swift's cases do not fall through.
        if current.kind == .identifier("break"),
          peek(1).kind == .keyword("case")
            || peek(1).kind == .keyword("default") || peek(1).kind == .symbol("}")
        {
          advance()
          continue
        }
        items += try parseStatementItems()
      }
      cases.append(
        SwitchItem.Case(patterns: patterns, body: Block(items: items, location: caseLocation)))
    }
    try expect("}", "to close the switch")
    return SwitchItem(subject: subject, cases: cases, location: location)
  }
}
