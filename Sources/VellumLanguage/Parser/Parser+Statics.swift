extension Parser {
  /// Reads the grammar's `static-property` and `static-function` rules. A type property is
  /// stored with its value, a type method with its body.
  mutating func parseStatic(
    into decl: inout StructDecl, wrapper: String?, at location: SourceLocation
  ) throws(Diagnostic) {
    if let wrapper {
      throw Diagnostic(
        message: "'@\(wrapper)' cannot be applied to a static property", location: location)
    }
    if current.kind == .identifier("func") {
      decl.staticFunctions.append(try parseFunction())
      return
    }
    guard checkKeyword("let") || checkKeyword("var") else {
      throw Diagnostic(
        message: "a static member is not interpreted; use 'static let name = value'",
        location: location)
    }
    let isConstant = checkKeyword("let")
    advance()
    let (name, nameLocation) = try expectIdentifier("a property name")
    var type: TypeName?
    if consume(":") {
      if checkKeyword("some") {
        _ = try parseSomeView()
        guard !isConstant else {
          throw Diagnostic(
            message: "a 'some View' property needs a body: 'static var \(name): some View { … }'",
            location: nameLocation)
        }
        // A PreviewProvider's previews are the view it declares.
        if decl.conformances.contains("PreviewProvider"), name == "previews", decl.body == nil {
          decl.body = try parseBlock()
        } else {
          decl.staticViews.append(
            ComputedDecl(
              name: name, location: nameLocation, isView: true, type: nil, body: try parseBlock()))
        }
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

  /// `some View`, from `some`; returns `true`.
  mutating func parseSomeView() throws(Diagnostic) -> Bool {
    advance()
    let (type, location) = try expectIdentifier("'View'")
    guard type == "View" else {
      throw Diagnostic(message: "expected 'some View', found 'some \(type)'", location: location)
    }
    return true
  }
}
