extension Parser {
  /// Reads a method's or an initializer's parenthesized `parameter`s: the grammar's
  /// `parameter` rule.
  mutating func parseParameters(of name: String) throws(Diagnostic)
    -> [FunctionDecl.Parameter]
  {
    try expect("(", "to open the parameters of '\(name)'")
    var parameters: [FunctionDecl.Parameter] = []
    while !check(")"), !isAtEnd {
      // A reserved word may be an argument label (`func recipes(in item: Shelf)`), as in Swift.
      let first: String
      if case .keyword(let word) = current.kind, case .identifier = peek(1).kind {
        first = word
        advance()
      } else {
        first = try expectIdentifier("a parameter name").0
      }
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
      let isInout = current.kind == .identifier("inout")
      if isInout { advance() }
      var type = try parseType()
      let isVariadic = consume("...")
      if isVariadic { type = .array(type) }
      let defaultValue = consume("=") ? try parseExpression() : nil
      parameters.append(
        .init(
          label: label, name: parameter, type: type, defaultValue: defaultValue, isInout: isInout,
          isVariadic: isVariadic))
      guard consume(",") else { break }
    }
    try expect(")", "to close the parameters of '\(name)'")
    return parameters
  }
}
