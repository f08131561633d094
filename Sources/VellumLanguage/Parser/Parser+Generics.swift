extension Parser {
  /// Reads the grammar's `generic-parameters` rule.
  ///
  /// `<T, U: Comparable & Hashable>` follows a struct's, a class's or a function's name. The
  /// names are in scope in the declaration's
  /// types, where each stands for any type (``parseType()`` reads it as `Any`): the language
  /// keeps no static types, so a generic declaration holds and passes whatever it is given,
  /// as the Swift it stands for does once its type checks.
  mutating func parseGenericParameters() throws(Diagnostic) -> [String] {
    guard consume("<") else { return [] }
    var names: [String] = []
    repeat {
      names.append(try expectIdentifier("a generic parameter name").0)
      if consume(":") {
        _ = try parseType()
        while consume("&") { _ = try parseType() }
      }
    } while consume(",")
    try expect(">", "to close the generic parameters")
    return names
  }

  /// Reads the grammar's `where-clause` rule.
  ///
  /// The constraints a generic declaration puts on its parameters are read past: the
  /// language keeps no static types.
  mutating func skipWhereClause() {
    guard current.kind == .identifier("where") else { return }
    while !isAtEnd, !check("{") { advance() }
  }

  /// Runs `body` with `names` in scope as generic parameters, as the types of a generic
  /// declaration's members and signature see them.
  mutating func withGenericParameters<T>(
    _ names: [String], _ body: (inout Parser) throws(Diagnostic) -> T
  ) throws(Diagnostic) -> T {
    let outer = genericParameters
    genericParameters.formUnion(names)
    defer { genericParameters = outer }
    return try body(&self)
  }
}
