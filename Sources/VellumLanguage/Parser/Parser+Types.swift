extension Parser {
  /// Reads the grammar's `type` rule. A qualified name (`Outer.Inner`, `Recipe.ID`) is kept
  /// whole, for the program to resolve (``Program/resolved(_:)``).
  mutating func parseType() throws(Diagnostic) -> TypeName {
    var type: TypeName
    if consume("[") {
      type = .array(try parseType())
      try expect("]", "to close an array type")
    } else {
      var name = try expectIdentifier("a type name").0
      while consume(".") { name += "." + (try expectIdentifier("a type name after '.'").0) }
      type = .named(name)
    }
    if consume("?") { type = .optional(type) }
    return type
  }

  /// Reads the grammar's `top-level-function` rule. Such a function gives a value and is called
  /// by its name from anywhere in the program, with none of a view's members in scope.
  mutating func parseTopLevelFunction() throws(Diagnostic) -> FunctionDecl {
    let function = try parseFunction()
    guard !function.isView, function.result != nil else {
      throw Diagnostic(
        message: "a top-level function that gives \(function.isView ? "a view" : "nothing") is "
          + "not interpreted", location: function.location)
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
