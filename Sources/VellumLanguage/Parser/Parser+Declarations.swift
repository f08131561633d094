extension Parser {
  /// Reads the grammar's `file`, `declaration` and `import-declaration` rules. It gives the
  /// file's declarations, and its extensions apart, for ``parse(files:)`` to add to what they
  /// extend in any of the program's files.
  mutating func parseDeclarations() -> (declarations: [Declaration], extensions: [StructDecl]) {
    var declarations: [Declaration] = []
    var extensions: [StructDecl] = []
    while !isAtEnd {
      do throws(Diagnostic) {
        let observable = consumeTopLevelAttributes()
        if let observable, !checkKeyword("class") {
          throw Diagnostic(
            message: "'@Observable' can only be applied to a class", location: observable)
        }
        if checkKeyword("import") {
          let location = current.location
          advance()
          let (name, _) = try expectIdentifier("a module name after 'import'")
          declarations.append(.importDecl(name, location))
        } else if checkKeyword("struct") {
          declarations.append(.structure(try parseStruct()))
        } else if checkKeyword("enum") {
          declarations.append(.enumeration(try parseEnum()))
        } else if checkKeyword("class") {
          declarations.append(.structure(try parseClass(observable: observable != nil)))
        } else if checkKeyword("extension") {
          extensions.append(try parseExtension())
        } else if current.kind == .identifier("protocol") {
          declarations.append(.protocolDecl(try parseProtocol()))
        } else if check("#") {
          declarations.append(.preview(try parsePreview()))
        } else if current.kind == .identifier("func") {
          declarations.append(.function(try parseTopLevelFunction()))
        } else if allowsTopLevelCode {
          declarations += try parseStatementItems().map(Declaration.statement)
          _ = consume(";")
        } else {
          throw Diagnostic(
            message: "expected 'struct', 'class', 'enum', 'protocol', 'extension', 'func', "
              + "'#Preview' or 'import' at the top level, found \(current.described) (statements stand at "
              + "the top level only in main.swift)",
            location: current.location)
        }
      } catch {
        synchronizeToDeclaration(after: error)
      }
      declarations += nestedDeclarations
      nestedDeclarations = []
    }
    return (declarations, extensions)
  }

  private mutating func synchronizeToDeclaration(after error: Diagnostic) {
    diagnostics.append(error)
    advance()
    while !isAtEnd, !checkKeyword("struct"), !checkKeyword("enum"), !checkKeyword("import"),
      !checkKeyword("class"),
      !checkKeyword("extension"), !check("#"), current.kind != .identifier("protocol"),
      // A `func` starts a declaration only at a line's start: indented, it is a member's.
      current.kind != .identifier("func") || current.location.column != 1
    {
      advance()
    }
  }

  /// Reads the grammar's `struct-declaration` rule.
  mutating func parseStruct() throws(Diagnostic) -> StructDecl {
    advance()
    let (name, location) = try expectIdentifier("a struct name")
    let generics = try parseGenericParameters()
    let conformances = try parseConformances()
    skipWhereClause()
    try expect("{", "to open the struct '\(name)'")
    var decl = StructDecl(
      name: name, location: location, conformances: conformances, properties: [], body: nil)
    decl.genericParameters = generics
    try withGenericParameters(generics) { (parser) throws(Diagnostic) in
      try parser.parseMembers(into: &decl)
    }
    try expect("}", "to close the struct '\(name)'")
    decl.hasMemberwiseInitializer = decl.initializers.isEmpty
    return decl
  }

  /// The members of a struct or extension, up to its closing brace.
  mutating func parseMembers(into decl: inout StructDecl) throws(Diagnostic) {
    while !check("}"), !isAtEnd {
      let start = position
      do throws(Diagnostic) {
        try parseMember(into: &decl)
        _ = consume(";")
      } catch {
        synchronizeToMember(after: error, startedAt: start)
      }
    }
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
        check("@") || checkKeyword("let") || checkKeyword("var") || startsDeclarationModifier
        || checkKeyword("static") || checkKeyword("struct") || checkKeyword("enum")
        || current.kind == .identifier("func")
        || current.kind == .identifier("init")
      if startsLine, startsMember || check("}") { return }
      advance()
    }
  }

  mutating func parseConformances() throws(Diagnostic) -> [String] {
    guard consume(":") else { return [] }
    var names = [try expectIdentifier("a protocol name").0]
    while consume(",") { names.append(try expectIdentifier("a protocol name").0) }
    return names
  }

  /// Reads the grammar's `member`, `property-declaration`, `computed-property`, `attribute`,
  /// `type-annotation`, `initializer` and `body-declaration` rules.
  private mutating func parseMember(into decl: inout StructDecl) throws(Diagnostic) {
    consumeDeclarationModifiers()
    if checkKeyword("struct") || checkKeyword("enum") {
      try parseNestedType(into: &decl)
      return
    }
    var wrapper: String?
    var environment: (type: TypeName?, key: String?) = (nil, nil)
    var storageKey: String?
    if consume("@") {
      let (name, location) = try expectIdentifier("a property wrapper name")
      wrapper = name
      if name == "Environment" { environment = try parseEnvironmentKey(at: location) }
      if name == "AppStorage" || name == "SceneStorage" {
        storageKey = try parseStorageKey(of: name, at: location)
      }
      // `@ScaledMetric(relativeTo: .title)`: every metric scales with the text size alike.
      if name == "ScaledMetric", consume("(") {
        _ = try expectIdentifier("'relativeTo'")
        try expect(":", "after 'relativeTo'")
        _ = try parseExpression()
        try expect(")", "to close '@ScaledMetric'")
      }
    }
    var staticLocation: SourceLocation?
    while checkKeyword("static") || startsDeclarationModifier {
      if checkKeyword("static") {
        staticLocation = current.location
        advance()
      } else {
        _ = consumeDeclarationModifier()
      }
    }
    if let staticLocation {
      try parseStatic(into: &decl, wrapper: wrapper, at: staticLocation)
      return
    }
    if wrapper == nil, current.kind == .identifier("func") {
      decl.functions.append(try parseFunction())
      return
    }
    if wrapper == nil, current.kind == .identifier("mutating") {
      advance()
      guard current.kind == .identifier("func") else {
        throw Diagnostic(
          message: "expected 'func' after 'mutating'", location: current.location)
      }
      var function = try parseFunction()
      function.isMutating = true
      decl.functions.append(function)
      return
    }
    if wrapper == nil, current.kind == .identifier("init") {
      decl.initializers.append(try parseInitializer())
      return
    }
    guard checkKeyword("let") || checkKeyword("var") else {
      throw Diagnostic(
        message:
          "expected a property ('let' or 'var'), a method ('func') or an initializer ('init') "
          + "in '\(decl.name)', found "
          + current.described,
        location: current.location)
    }
    let isConstant = checkKeyword("let")
    advance()
    let (name, location) = try expectIdentifier("a property name")
    // A view's `var body: some View`; a record's `var body: String` is a property.
    if name == "body", !isConstant, wrapper == nil,
      decl.conformances.contains("View") || (check(":") && peek(1).kind == .keyword("some"))
    {
      try expect(":", "after 'body'")
      guard checkKeyword("some") else {
        throw Diagnostic(
          message: "expected 'some View' as the type of 'body'", location: current.location)
      }
      advance()
      let (type, typeLocation) = try expectIdentifier("'View'")
      guard
        type == "View" || (type == "ToolbarContent" && decl.isToolbarContent)
          || (type == "Scene" && decl.isApp)
      else {
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
    // A stored optional `var` without a value starts as `nil`, as Swift initializes it
    // ("Optional Property Types"), so an initializer need not set it and a memberwise one
    // may leave it out.
    if initial == nil, !isConstant, case .optional = type,
      wrapper == nil || ["State", "Published", "ObservationIgnored"].contains(wrapper)
    {
      initial = Expression(kind: .literal(.none), location: location)
    }
    if storageKey != nil, initial == nil, case .optional = type {
      initial = Expression(kind: .literal(.none), location: location)
    }
    decl.properties.append(
      PropertyDecl(
        name: name, location: location, wrapper: wrapper, isConstant: isConstant,
        type: type ?? environment.type, initialValue: initial, environmentKey: environment.key,
        storageKey: storageKey))
  }

  /// Reads the grammar's `environment-attribute` rule. It reads `(\.name)` or `(Type.self)`
  /// after `@Environment`: the type an object read with `(Type.self)` has, or the environment
  /// value's name. Calling `dismiss()` dismisses the presentation the view is in, or pops it
  /// from its navigation stack; `(Type.self)` reads the `@Observable` object an ancestor placed
  /// with `.environment(_:)`; another name is a value an `extension EnvironmentValues` of the
  /// program declares.
  private mutating func parseEnvironmentKey(at location: SourceLocation) throws(Diagnostic)
    -> (type: TypeName?, key: String?)
  {
    let notInterpreted = Diagnostic(
      message: "this '@Environment' is not interpreted; the language reads "
        + "'@Environment(\\.name)' and '@Environment(Type.self)'",
      location: location)
    guard consume("(") else { throw notInterpreted }
    if case .identifier(let type) = current.kind, peek(1).kind == .symbol("."),
      peek(2).label == "self", peek(3).kind == .symbol(")")
    {
      for _ in 0..<4 { advance() }
      return (.named(type), nil)
    }
    guard consume("\\"), consume("."), case .identifier(let key) = current.kind else {
      throw notInterpreted
    }
    advance()
    guard consume(")") else { throw notInterpreted }
    return (nil, key)
  }

  /// Reads the grammar's `function-declaration` rule.
  mutating func parseFunction() throws(Diagnostic) -> FunctionDecl {
    advance()
    let (name, location) = try expectIdentifier("a method name after 'func'")
    let generics = try parseGenericParameters()
    return try withGenericParameters(generics) { (parser) throws(Diagnostic) in
      let parameters = try parser.parseParameters(of: name)
      parser.skipEffects()
      var isView = false
      var result: TypeName?
      if parser.consume("->") {
        if parser.checkKeyword("some"), parser.peek(1).kind == .identifier("View") {
          isView = try parser.parseSomeView()
        } else {
          result = try parser.parseType()
        }
      }
      parser.skipWhereClause()
      return FunctionDecl(
        name: name, location: location, parameters: parameters, isView: isView, result: result,
        body: try parser.parseBlock())
    }
  }

  /// Reads the grammar's `initializer-declaration` rule.
  private mutating func parseInitializer() throws(Diagnostic) -> FunctionDecl {
    let location = current.location
    advance()
    let parameters = try parseParameters(of: "init")
    skipEffects()
    return FunctionDecl(
      name: "init", location: location, parameters: parameters, isView: false, result: nil,
      body: try parseBlock())
  }

  /// Reads the grammar's `effects` rule. A function's `async` and `throws` (or `rethrows`) say
  /// how it may be called; the interpreter runs every call to its end, so they are set aside.
  mutating func skipEffects() {
    while let word = current.label, ["async", "throws", "rethrows"].contains(word) { advance() }
  }

  /// Reads the grammar's `enum-declaration` and `enum-case` rules.
  mutating func parseEnum() throws(Diagnostic) -> EnumDecl {
    advance()
    let (name, location) = try expectIdentifier("an enum name")
    let conformances = try parseConformances()
    try expect("{", "to open the enum '\(name)'")
    var cases: [String] = []
    var rawValues: [String: Expression] = [:]
    var associatedValues: [String: [AssociatedValue]] = [:]
    var members = StructDecl(
      name: name, location: location, conformances: [], properties: [], body: nil)
    while !check("}"), !isAtEnd {
      guard checkKeyword("case") else {
        guard
          checkKeyword("var") || startsDeclarationModifier || checkKeyword("static")
            || check("@") || current.kind == .identifier("func")
        else {
          throw Diagnostic(
            message: "expected 'case' or a computed property in the enum '\(name)', found "
              + current.described,
            location: current.location)
        }
        try parseMember(into: &members)
        try Self.checkEnumMembers(members)
        continue
      }
      advance()
      repeat {
        let caseName = try expectIdentifier("a case name").0
        cases.append(caseName)
        if check("(") { associatedValues[caseName] = try parseAssociatedValues(of: caseName) }
        if consume("=") { rawValues[caseName] = try parseExpression() }
      } while consume(",")
      _ = consume(";")
    }
    try expect("}", "to close the enum '\(name)'")
    return EnumDecl(
      name: name, location: location, cases: cases, conformances: conformances,
      rawValues: rawValues, associatedValues: associatedValues, computed: members.computed,
      functions: members.functions, typeMembers: members.typeMembers)
  }
}
