extension Parser {
  /// Reads the grammar's `file`, `declaration` and `import-declaration` rules.
  mutating func parseFile() -> SourceFile {
    var declarations: [Declaration] = []
    var extensions: [StructDecl] = []
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
        } else if checkKeyword("extension") {
          extensions.append(try parseExtension())
        } else if check("#") {
          declarations.append(.preview(try parsePreview()))
        } else {
          throw Diagnostic(
            message: "expected 'struct', 'enum', 'extension', '#Preview' or 'import' at the top "
              + "level, found \(current.described)",
            location: current.location)
        }
      } catch {
        synchronizeToDeclaration(after: error)
      }
    }
    for decl in extensions { extend(&declarations, with: decl) }
    Self.nameUniquely(&declarations)
    return SourceFile(declarations: declarations)
  }

  /// Numbers the previews whose names are taken, by a struct or an earlier preview, from 2
  /// (`Preview`, `Preview 2`; a `#Preview("Habits")` beside `struct Habits` is `Habits 2`), so
  /// every view of the file has a name of its own.
  private static func nameUniquely(_ declarations: inout [Declaration]) {
    var taken = Set(
      declarations.compactMap { if case .structure(let decl) = $0 { decl.name } else { nil } })
    for index in declarations.indices {
      guard case .preview(var decl) = declarations[index] else { continue }
      var number = 1
      let name = decl.name
      while taken.contains(decl.name) {
        number += 1
        decl.name = "\(name) \(number)"
      }
      taken.insert(decl.name)
      declarations[index] = .preview(decl)
    }
  }

  private mutating func synchronizeToDeclaration(after error: Diagnostic) {
    diagnostics.append(error)
    advance()
    while !isAtEnd, !checkKeyword("struct"), !checkKeyword("enum"), !checkKeyword("import"),
      !checkKeyword("extension"), !check("#")
    {
      advance()
    }
  }

  /// Reads the grammar's `extension-declaration` rule. The members it adds come back as a
  /// struct of the extended type's name; as in Swift, an extension adds no stored properties
  /// (type properties aside).
  private mutating func parseExtension() throws(Diagnostic) -> StructDecl {
    advance()
    let (name, location) = try expectIdentifier("a type name after 'extension'")
    var decl = StructDecl(
      name: name, location: location, conformances: try parseConformances(), properties: [],
      body: nil)
    try expect("{", "to open the extension of '\(name)'")
    try parseMembers(into: &decl)
    try expect("}", "to close the extension of '\(name)'")
    if let stored = decl.properties.first {
      throw Diagnostic(
        message: "extensions must not contain stored properties", location: stored.location)
    }
    return decl
  }

  /// Reads the grammar's `preview-declaration` rule. The preview comes back as a view named
  /// after it, whose body is the preview's.
  private mutating func parsePreview() throws(Diagnostic) -> StructDecl {
    let location = current.location
    advance()
    let (macro, macroLocation) = try expectIdentifier("a macro name after '#'")
    guard macro == "Preview" else {
      throw Diagnostic(
        message: "'#\(macro)' is not interpreted; the language expands only '#Preview'",
        location: macroLocation)
    }
    var name = "Preview"
    if consume("(") {
      guard case .string(let parts) = current.kind, parts.count <= 1,
        case .text(let text) = parts.first ?? .text("")
      else {
        throw Diagnostic(
          message: "expected the preview's name as a string without interpolation",
          location: current.location)
      }
      advance()
      if check(",") {
        throw Diagnostic(
          message: "a preview's traits are not interpreted; give it a name only",
          location: current.location)
      }
      try expect(")", "to close the preview's name")
      if !text.isEmpty { name = text }
    }
    return StructDecl(
      name: name, location: location, conformances: ["View"], properties: [],
      body: try parseBlock())
  }

  /// Adds an extension's members to the struct or enum it extends, wherever in the file that
  /// is.
  private mutating func extend(_ declarations: inout [Declaration], with addition: StructDecl) {
    let index = declarations.firstIndex {
      if case .structure(let decl) = $0 { decl.name == addition.name } else { false }
    }
    let enumIndex = declarations.firstIndex {
      if case .enumeration(let decl) = $0 { decl.name == addition.name } else { false }
    }
    if let enumIndex, case .enumeration(var decl) = declarations[enumIndex] {
      do throws(Diagnostic) {
        try Self.checkEnumMembers(addition)
        decl.conformances += addition.conformances
        decl.computed += addition.computed
        declarations[enumIndex] = .enumeration(decl)
      } catch {
        diagnostics.append(error)
      }
      return
    }
    guard let index, case .structure(var decl) = declarations[index] else {
      diagnostics.append(
        Diagnostic(
          message: "an extension of '\(addition.name)' is not interpreted: only the file's own "
            + "structs and enums can be extended",
          location: addition.location))
      return
    }
    if addition.body != nil, decl.body != nil {
      diagnostics.append(
        Diagnostic(message: "invalid redeclaration of 'body'", location: addition.location))
    }
    decl.conformances += addition.conformances
    decl.body = decl.body ?? addition.body
    decl.computed += addition.computed
    decl.functions += addition.functions
    decl.statics += addition.statics
    declarations[index] = .structure(decl)
  }

  /// Reads the grammar's `struct-declaration` rule.
  mutating func parseStruct() throws(Diagnostic) -> StructDecl {
    advance()
    let (name, location) = try expectIdentifier("a struct name")
    let conformances = try parseConformances()
    try expect("{", "to open the struct '\(name)'")
    var decl = StructDecl(
      name: name, location: location, conformances: conformances, properties: [], body: nil)
    try parseMembers(into: &decl)
    try expect("}", "to close the struct '\(name)'")
    return decl
  }

  /// The members of a struct or extension, up to its closing brace.
  private mutating func parseMembers(into decl: inout StructDecl) throws(Diagnostic) {
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
        check("@") || checkKeyword("let") || checkKeyword("var") || checkKeyword("private")
        || checkKeyword("static") || current.kind == .identifier("func")
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
    if consume("@") {
      let (name, location) = try expectIdentifier("a property wrapper name")
      wrapper = name
      if name == "Environment" { try parseEnvironmentKey(at: location) }
    }
    var staticLocation: SourceLocation?
    while checkKeyword("private") || checkKeyword("static") {
      if checkKeyword("static") { staticLocation = current.location }
      advance()
    }
    if let staticLocation {
      try parseStatic(into: &decl, wrapper: wrapper, at: staticLocation)
      return
    }
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

  /// What an enum (or an extension of one) may declare besides cases: computed properties
  /// that give values. Swift forbids stored properties in an enum; the rest is not
  /// interpreted yet.
  private static func checkEnumMembers(_ members: StructDecl) throws(Diagnostic) {
    if let stored = members.properties.first {
      throw Diagnostic(
        message: "enums must not contain stored properties", location: stored.location)
    }
    if let view = members.computed.first(where: \.isView) {
      throw Diagnostic(
        message: "a view property of an enum is not interpreted; declare it in a view",
        location: view.location)
    }
    if let function = members.functions.first {
      throw Diagnostic(
        message: "a method of an enum is not interpreted; use a computed property",
        location: function.location)
    }
    if let member = members.statics.first {
      throw Diagnostic(
        message: "a type property of an enum is not interpreted", location: member.location)
    }
    if members.body != nil {
      throw Diagnostic(
        message: "an enum with a body is not interpreted", location: members.location)
    }
  }

  /// Reads the grammar's `environment-attribute` rule. `(\.dismiss)` after `@Environment` is
  /// the one environment value the language reads: calling it, `dismiss()`, dismisses the
  /// presentation the view is in, or pops it from its navigation stack.
  private mutating func parseEnvironmentKey(at location: SourceLocation) throws(Diagnostic) {
    let notInterpreted = Diagnostic(
      message: "this '@Environment' is not interpreted; the language reads only "
        + "'@Environment(\\.dismiss)'",
      location: location)
    guard consume("("), consume("\\"), consume("."),
      case .identifier("dismiss") = current.kind
    else { throw notInterpreted }
    advance()
    guard consume(")") else { throw notInterpreted }
  }

  /// Reads the grammar's `static-property` rule. A type property is stored with its value.
  private mutating func parseStatic(
    into decl: inout StructDecl, wrapper: String?, at location: SourceLocation
  ) throws(Diagnostic) {
    if let wrapper {
      throw Diagnostic(
        message: "'@\(wrapper)' cannot be applied to a static property", location: location)
    }
    guard checkKeyword("let") || checkKeyword("var") else {
      throw Diagnostic(
        message: "a static \(current.label == "func" ? "method" : "member") is not interpreted; "
          + "use 'static let name = value'",
        location: location)
    }
    let isConstant = checkKeyword("let")
    advance()
    let (name, nameLocation) = try expectIdentifier("a property name")
    var type: TypeName?
    if consume(":") {
      if checkKeyword("some") {
        _ = try parseSomeView()
        guard decl.conformances.contains("PreviewProvider"), name == "previews", !isConstant,
          decl.body == nil
        else {
          throw Diagnostic(
            message: "a static view property is not interpreted, except a PreviewProvider's "
              + "'static var previews: some View'",
            location: nameLocation)
        }
        decl.body = try parseBlock()
        return
      }
      type = try parseType()
    }
    if check("{") {
      throw Diagnostic(
        message: "a static computed property is not interpreted; use 'static let \(name) = value'",
        location: nameLocation)
    }
    guard consume("=") else {
      throw Diagnostic(
        message: "'static \(isConstant ? "let" : "var")' declaration requires an initializer "
          + "expression",
        location: nameLocation)
    }
    decl.statics.append(
      PropertyDecl(
        name: name, location: nameLocation, wrapper: nil, isConstant: isConstant, type: type,
        initialValue: try parseExpression()))
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
      let type = try parseType()
      let defaultValue = consume("=") ? try parseExpression() : nil
      parameters.append(
        .init(label: label, name: parameter, type: type, defaultValue: defaultValue))
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
    var members = StructDecl(
      name: name, location: location, conformances: [], properties: [], body: nil)
    while !check("}"), !isAtEnd {
      guard checkKeyword("case") else {
        guard
          checkKeyword("var") || checkKeyword("private") || checkKeyword("static")
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
        if consume("=") { rawValues[caseName] = try parseExpression() }
      } while consume(",")
      _ = consume(";")
    }
    try expect("}", "to close the enum '\(name)'")
    return EnumDecl(
      name: name, location: location, cases: cases, conformances: conformances,
      rawValues: rawValues, computed: members.computed)
  }
}
