extension Parser {
  /// Reads the grammar's `type` and `generic-arguments` rules. A qualified name (`Outer.Inner`, `Recipe.ID`) is kept
  /// whole, for the program to resolve (``Program/resolved(_:)``).
  mutating func parseType() throws(Diagnostic) -> TypeName {
    var type: TypeName
    // `@escaping`, `@Sendable` and `@MainActor` say how a closure is kept and where it runs;
    // the interpreter runs every closure on the main actor, so they are set aside.
    while check("@"), let attribute = peek(1).label,
      ["escaping", "Sendable", "MainActor"].contains(attribute)
    {
      advance()
      advance()
    }
    // `any Describable` and `some Describable` name the protocol: the language keeps no
    // static types, so an existential and an opaque type hold the same values.
    if checkKeyword("some") || current.kind == .identifier("any"),
      case .identifier = peek(1).kind
    {
      advance()
    }
    if check("(") {
      type = try parseFunctionType()
    } else if consume("[") {
      type = .array(try parseType())
      try expect("]", "to close an array type")
    } else {
      var name = try expectIdentifier("a type name").0
      while consume(".") { name += "." + (try expectIdentifier("a type name after '.'").0) }
      type = .named(genericParameters.contains(name) ? "Any" : name)
      if consume("<") {
        var arguments = [try parseType()]
        while consume(",") { arguments.append(try parseType()) }
        try expect(">", "to close the generic arguments of '\(name)'")
        type = .generic(name, arguments)
      }
    }
    if consume("?") { type = .optional(type) }
    return type
  }

  /// Reads the grammar's `function-type` rule. `()` alone is `Void`, a parenthesized type is
  /// that type, and several (or labelled) ones are a tuple type; `async` and `throws` are read
  /// and set aside.
  private mutating func parseFunctionType() throws(Diagnostic) -> TypeName {
    advance()
    var parameters: [TypeName] = []
    var labels: [String?] = []
    while !check(")"), !isAtEnd {
      // A tuple type's element label (`(min: Int, max: Int)`).
      var label: String?
      if case .identifier(let name) = current.kind, peek(1).kind == .symbol(":") {
        label = name
        advance()
        advance()
      }
      labels.append(label)
      parameters.append(try parseType())
      guard consume(",") else { break }
    }
    try expect(")", "to close the parameter types")
    for word in ["async", "throws"] where current.kind == .identifier(word) { advance() }
    let isLabelled = labels.contains { $0 != nil }
    guard !isLabelled, consume("->") else {
      if parameters.isEmpty { return .named("Void") }
      // A tuple type: its elements' types are not kept (the language keeps no static types),
      // its labels are, to name the elements of a tuple converted to it.
      return parameters.count == 1 && !isLabelled
        ? parameters[0] : .named(Value.tupleTypeName(labels: labels))
    }
    return .function(parameters: parameters, result: try parseType())
  }

  /// Reads the grammar's `top-level-function` rule. Such a function is called by its name from
  /// anywhere in the program, with none of a view's members in scope, for its value or as a
  /// statement.
  mutating func parseTopLevelFunction() throws(Diagnostic) -> FunctionDecl {
    let function = try parseFunction()
    guard !function.isView else {
      throw Diagnostic(
        message: "a top-level function that gives a view is not interpreted",
        location: function.location)
    }
    return function
  }

  /// Reads the grammar's `nested-type` rule. The struct or enum is held beside the file's
  /// top-level declarations (so its name must be unique among them), and `decl` records its
  /// name, so `Outer.Inner` names it too.
  mutating func parseNestedType(into decl: inout StructDecl) throws(Diagnostic) {
    if checkKeyword("struct") {
      let inner = try parseStruct()
      decl.nestedTypeNames.append(inner.name)
      nestedDeclarations.append(.structure(inner))
    } else {
      let inner = try parseEnum()
      decl.nestedTypeNames.append(inner.name)
      nestedDeclarations.append(.enumeration(inner))
    }
  }
}
