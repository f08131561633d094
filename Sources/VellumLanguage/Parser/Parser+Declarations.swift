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
      do throws(Diagnostic) {
        try parseMember(into: &decl)
        _ = consume(";")
      } catch {
        synchronize(after: error)
      }
    }
    try expect("}", "to close the struct '\(name)'")
    return decl
  }

  /// Reads the grammar's `conformances` rule.
  private mutating func parseConformances() throws(Diagnostic) -> [String] {
    guard consume(":") else { return [] }
    var names = [try expectIdentifier("a protocol name").0]
    while consume(",") { names.append(try expectIdentifier("a protocol name").0) }
    return names
  }

  /// Reads the grammar's `member`, `property-declaration`, `attribute`, `type-annotation`,
  /// `initializer` and `body-declaration` rules.
  private mutating func parseMember(into decl: inout StructDecl) throws(Diagnostic) {
    var wrapper: String?
    if consume("@") { wrapper = try expectIdentifier("a property wrapper name").0 }
    if checkKeyword("private") { advance() }
    guard checkKeyword("let") || checkKeyword("var") else {
      throw Diagnostic(
        message:
          "expected a property ('let' or 'var') in '\(decl.name)', found \(current.described)",
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
    if consume(":") { type = try parseType() }
    var initial: Expression?
    if consume("=") { initial = try parseExpression() }
    decl.properties.append(
      PropertyDecl(
        name: name, location: location, wrapper: wrapper, isConstant: isConstant, type: type,
        initialValue: initial))
  }

  /// Reads the grammar's `type` rule.
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
    _ = try parseConformances()
    try expect("{", "to open the enum '\(name)'")
    var cases: [String] = []
    while !check("}"), !isAtEnd {
      guard checkKeyword("case") else {
        throw Diagnostic(
          message: "expected 'case' in the enum '\(name)', found \(current.described)",
          location: current.location)
      }
      advance()
      cases.append(try expectIdentifier("a case name").0)
      while consume(",") { cases.append(try expectIdentifier("a case name").0) }
      _ = consume(";")
    }
    try expect("}", "to close the enum '\(name)'")
    return EnumDecl(name: name, location: location, cases: cases)
  }
}
