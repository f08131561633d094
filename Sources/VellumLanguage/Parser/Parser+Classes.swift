extension Parser {
  /// The attributes and modifiers before a top-level declaration: the location of
  /// `@Observable` when it is among them, else `nil`.
  mutating func consumeTopLevelAttributes() -> SourceLocation? {
    var observable: SourceLocation?
    while true {
      if check("@"), peek(1).label == "Observable" {
        observable = current.location
        advance()
        advance()
      } else if !consumeDeclarationModifier() {
        return observable
      }
    }
  }

  /// Reads the grammar's `class-declaration` rule. A class has no memberwise initializer (as in
  /// Swift, `init()` alone when every stored property has a default); `observable` says it is
  /// marked `@Observable`, and conforming to `ObservableObject` makes its `@Published`
  /// properties announce changes.
  ///
  /// ```swift
  /// @Observable final class Library { var books: [Book] = [] }
  /// ```
  mutating func parseClass(observable: Bool) throws(Diagnostic) -> StructDecl {
    advance()
    let (name, location) = try expectIdentifier("a class name")
    let generics = try parseGenericParameters()
    let conformances = try parseConformances()
    skipWhereClause()
    try expect("{", "to open the class '\(name)'")
    var decl = StructDecl(
      name: name, location: location, conformances: conformances, properties: [], body: nil)
    decl.objectKind =
      observable
      ? .observable : conformances.contains("ObservableObject") ? .observableObject : .plain
    decl.genericParameters = generics
    try withGenericParameters(generics) { (parser) throws(Diagnostic) in
      try parser.parseMembers(into: &decl)
    }
    try expect("}", "to close the class '\(name)'")
    decl.hasMemberwiseInitializer = false
    if let function = decl.functions.first(where: \.isMutating) {
      throw Diagnostic(
        message: "'mutating' is not valid on instance methods in classes",
        location: function.location)
    }
    if decl.body != nil {
      throw Diagnostic(
        message: "a class cannot be a view; declare '\(name)' as a struct", location: location)
    }
    return decl
  }
}
