extension Parser {
  /// Reads the grammar's `file`, `declaration` and `import-declaration` rules.
  mutating func parseFile() -> SourceFile {
    var declarations: [Declaration] = []
    while !isAtEnd {
      do throws(Diagnostic) {
        if checkKeyword("import") {
          let location = current.location
          advance()
          let (name, _) = try expectIdentifier("a module name after 'import'")
          declarations.append(.importDecl(name, location))
        } else if checkKeyword("struct") {
          declarations.append(.structure(try parseStruct()))
        } else if checkKeyword("enum") {
          declarations.append(.enumeration(try parseEnum()))
        } else {
          throw Diagnostic(
            message:
              "expected 'struct', 'enum' or 'import' at the top level, found \(current.described)",
            location: current.location)
        }
      } catch {
        synchronizeToDeclaration(after: error)
      }
    }
    return SourceFile(declarations: declarations)
  }

  private mutating func synchronizeToDeclaration(after error: Diagnostic) {
    diagnostics.append(error)
    advance()
    while !isAtEnd, !checkKeyword("struct"), !checkKeyword("enum"), !checkKeyword("import") {
      advance()
    }
  }

  /// Reads the grammar's `struct-declaration` rule.
  mutating func parseStruct() throws(Diagnostic) -> StructDecl {
    advance()
    let (name, location) = try expectIdentifier("a struct name")
    let conformances = try parseConformances()
    try expect("{", "to open the struct '\(name)'")
    var decl = StructDecl(
      name: name, location: location, conformances: conformances, properties: [], body: nil)
    while !check("}"), !isAtEnd {
      let start = position
      do throws(Diagnostic) {
        try parseMember(into: &decl)
        _ = consume(";")
      } catch {
        synchronizeToMember(after: error, startedAt: start)
      }
    }
    try expect("}", "to close the struct '\(name)'")
    return decl
  }

  /// Reads the grammar's `conformances` rule.
  /// After a member's error, skips to the next member: the next token that starts a line and
  /// can start a member (`@`, `let`, `var`, `private`, `func`), or the struct's `}`. So a
  /// property declaration cut short (`var y = 2 +`) does not hide the error of the one after it.
  private mutating func synchronizeToMember(after error: Diagnostic, startedAt start: Int) {
    diagnostics.append(error)
    if position == start { advance() }
    while !isAtEnd {
      let startsLine = position == 0 || previous.location.line != current.location.line
      let startsMember =
        check("@") || checkKeyword("let") || checkKeyword("var") || checkKeyword("private")
        || current.kind == .identifier("func")
      if startsLine, startsMember || check("}") { return }
      advance()
    }
  }

  private mutating func parseConformances() throws(Diagnostic) -> [String] {
    guard consume(":") else { return [] }
    var names = [try expectIdentifier("a protocol name").0]
    while consume(",") { names.append(try expectIdentifier("a protocol name").0) }
    return names
  }

  /// Reads the grammar's `member`, `property-declaration`, `computed-property`, `attribute`,
  /// `type-annotation`, `initializer` and `body-declaration` rules.
  private mutating func parseMember(into decl: inout StructDecl) throws(Diagnostic) {
    var wrapper: String?
    if consume("@") { wrapper = try expectIdentifier("a property wrapper name").0 }
    if checkKeyword("private") { advance() }
    if wrapper == nil, current.kind == .identifier("func") {
      decl.functions.append(try parseFunction())
      return
    }
    guard checkKeyword("let") || checkKeyword("var") else {
      throw Diagnostic(
        message:
          "expected a property ('let' or 'var') or a method ('func') in '\(decl.name)', found "
          + current.described,
        location: current.location)
    }
    let isConstant = checkKeyword("let")
    advance()
    let (name, location) = try expectIdentifier("a property name")
    if name == "body", !isConstant, wrapper == nil {
      try expect(":", "after 'body'")
      guard checkKeyword("some") else {
        throw Diagnostic(
          message: "expected 'some View' as the type of 'body'", location: current.location)
      }
      advance()
      let (type, typeLocation) = try expectIdentifier("'View'")
      guard type == "View" else {
        throw Diagnostic(
          message: "expected 'some View', found 'some \(type)'", location: typeLocation)
      }
      decl.body = try parseBlock()
      return
    }
    var type: TypeName?
    var isView = false
    if consume(":") {
      if checkKeyword("some") {
        isView = try parseSomeView()
      } else {
        type = try parseType()
      }
    }
    if !isConstant, wrapper == nil, check("{") {
      decl.computed.append(
        ComputedDecl(
          name: name, location: location, isView: isView, type: type, body: try parseBlock()))
      return
    }
    if isView {
      throw Diagnostic(
        message: "a 'some View' property needs a body: 'var \(name): some View { … }'",
        location: location)
    }
    var initial: Expression?
    if consume("=") { initial = try parseExpression() }
    decl.properties.append(
      PropertyDecl(
        name: name, location: location, wrapper: wrapper, isConstant: isConstant, type: type,
        initialValue: initial))
  }

  /// Reads the grammar's `type` rule.
  /// `some View`, from `some`; returns `true`.
  private mutating func parseSomeView() throws(Diagnostic) -> Bool {
    advance()
    let (type, location) = try expectIdentifier("'View'")
    guard type == "View" else {
      throw Diagnostic(message: "expected 'some View', found 'some \(type)'", location: location)
    }
    return true
  }

  /// Reads the grammar's `function-declaration` and `parameter` rules.
  private mutating func parseFunction() throws(Diagnostic) -> FunctionDecl {
    advance()
    let (name, location) = try expectIdentifier("a method name after 'func'")
    try expect("(", "to open the parameters of '\(name)'")
    var parameters: [FunctionDecl.Parameter] = []
    while !check(")"), !isAtEnd {
      let (first, _) = try expectIdentifier("a parameter name")
      var label: String? = first == "_" ? nil : first
      var parameter = first
      if case .identifier(let second) = current.kind {
        advance()
        parameter = second
      } else if first == "_" {
        throw Diagnostic(message: "expected a parameter name after '_'", location: current.location)
      } else {
        label = first
      }
      try expect(":", "after the parameter '\(parameter)'")
      parameters.append(.init(label: label, name: parameter, type: try parseType()))
      guard consume(",") else { break }
    }
    try expect(")", "to close the parameters of '\(name)'")
    var isView = false
    var result: TypeName?
    if consume("->") {
      if checkKeyword("some") { isView = try parseSomeView() } else { result = try parseType() }
    }
    return FunctionDecl(
      name: name, location: location, parameters: parameters, isView: isView, result: result,
      body: try parseBlock())
  }

  mutating func parseType() throws(Diagnostic) -> TypeName {
    var type: TypeName
    if consume("[") {
      type = .array(try parseType())
      try expect("]", "to close an array type")
    } else {
      type = .named(try expectIdentifier("a type name").0)
    }
    if consume("?") { type = .optional(type) }
    return type
  }

  /// Reads the grammar's `enum-declaration` and `enum-case` rules.
  mutating func parseEnum() throws(Diagnostic) -> EnumDecl {
    advance()
    let (name, location) = try expectIdentifier("an enum name")
    let conformances = try parseConformances()
    try expect("{", "to open the enum '\(name)'")
    var cases: [String] = []
    var rawValues: [String: Expression] = [:]
    while !check("}"), !isAtEnd {
      guard checkKeyword("case") else {
        throw Diagnostic(
          message: "expected 'case' in the enum '\(name)', found \(current.described)",
          location: current.location)
      }
      advance()
      repeat {
        let caseName = try expectIdentifier("a case name").0
        cases.append(caseName)
        if consume("=") { rawValues[caseName] = try parseExpression() }
      } while consume(",")
      _ = consume(";")
    }
    try expect("}", "to close the enum '\(name)'")
    return EnumDecl(
      name: name, location: location, cases: cases, conformances: conformances,
      rawValues: rawValues)
  }
}
