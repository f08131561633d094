extension Parser {
  /// Reads the grammar's `extension-declaration` rule. The members it adds come back as a
  /// struct of the extended type's name; as in Swift, an extension adds no stored properties
  /// (type properties aside).
  mutating func parseExtension() throws(Diagnostic) -> StructDecl {
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
  mutating func parsePreview() throws(Diagnostic) -> StructDecl {
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
      let text = try expectPlainString(
        "expected the preview's name as a string without interpolation",
        alone: "a preview's traits are not interpreted; give it a name only")
      try expect(")", "to close the preview's name")
      if !text.isEmpty { name = text }
    }
    return StructDecl(
      name: name, location: location, conformances: ["View"], properties: [],
      body: try parseBlock())
  }

  /// Adds an extension's members to the struct or enum it extends, wherever in the program's
  /// files that is; returns the problem when it cannot.
  static func extend(_ declarations: inout [Declaration], with addition: StructDecl)
    -> Diagnostic?
  {
    let index = declarations.firstIndex {
      if case .structure(let decl) = $0 { decl.name == addition.name } else { false }
    }
    let enumIndex = declarations.firstIndex {
      if case .enumeration(let decl) = $0 { decl.name == addition.name } else { false }
    }
    let protocolIndex = declarations.firstIndex {
      if case .protocolDecl(let decl) = $0 { decl.name == addition.name } else { false }
    }
    if let protocolIndex, case .protocolDecl(var decl) = declarations[protocolIndex] {
      // A protocol extension's members are the defaults of every conforming type.
      decl.defaults.computed += addition.computed
      decl.defaults.functions += addition.functions
      decl.defaults.statics += addition.statics
      decl.defaults.staticFunctions += addition.staticFunctions
      decl.defaults.staticViews += addition.staticViews
      declarations[protocolIndex] = .protocolDecl(decl)
      return addition.initializers.first.map {
        Diagnostic(
          message: "an initializer in a protocol extension is not interpreted",
          location: $0.location)
      }
    }
    if let enumIndex, case .enumeration(var decl) = declarations[enumIndex] {
      do throws(Diagnostic) {
        try Self.checkEnumMembers(addition)
        decl.conformances += addition.conformances
        decl.computed += addition.computed
        decl.functions += addition.functions
        decl.typeMembers.statics += addition.statics
        decl.typeMembers.staticFunctions += addition.staticFunctions
        decl.typeMembers.staticViews += addition.staticViews
        declarations[enumIndex] = .enumeration(decl)
        return nil
      } catch {
        return error
      }
    }
    if addition.name == "EnvironmentValues" {
      do throws(Diagnostic) {
        declarations += try environmentValues(in: addition).map(Declaration.environmentValue)
        return nil
      } catch {
        return error
      }
    }
    guard let index, case .structure(var decl) = declarations[index] else {
      return Diagnostic(
        message: "an extension of '\(addition.name)' is not interpreted: only the program's own "
          + "structs and enums can be extended",
        location: addition.location)
    }
    let redeclaredBody = addition.body != nil && decl.body != nil
    decl.conformances += addition.conformances
    decl.body = decl.body ?? addition.body
    decl.computed += addition.computed
    decl.functions += addition.functions
    decl.initializers += addition.initializers
    decl.statics += addition.statics
    decl.staticFunctions += addition.staticFunctions
    decl.staticViews += addition.staticViews
    declarations[index] = .structure(decl)
    return redeclaredBody
      ? Diagnostic(message: "invalid redeclaration of 'body'", location: addition.location) : nil
  }

  /// The custom environment values an `extension EnvironmentValues` declares: each a computed
  /// property whose getter reads `self[Key.self]`, as SwiftUI's `EnvironmentKey` documentation
  /// writes them.
  private static func environmentValues(in addition: StructDecl) throws(Diagnostic)
    -> [EnvironmentValueDecl]
  {
    let notInterpreted = { (location: SourceLocation) in
      Diagnostic(
        message: "an 'EnvironmentValues' property is interpreted when its getter reads "
          + "'self[Key.self]' for an 'EnvironmentKey' of the program",
        location: location)
    }
    if let other = addition.functions.first?.location ?? addition.statics.first?.location {
      throw notInterpreted(other)
    }
    var values: [EnvironmentValueDecl] = []
    for computed in addition.computed {
      guard let key = keyRead(in: computed.body) else { throw notInterpreted(computed.location) }
      values.append(
        EnvironmentValueDecl(name: computed.name, key: key, location: computed.location))
    }
    return values
  }

  /// The key type of the first `self[Key.self]` in `block` (inside its `get { … }`).
  private static func keyRead(in block: Block) -> String? {
    for item in block.items {
      guard case .expression(let expression) = item else { continue }
      switch expression.kind {
      case .subscripted(let base, let index) where base.isNamed("self"):
        if case .member(let key, "self") = index.kind, case .identifier(let name) = key.kind {
          return name
        }
      case .call(let callee, let arguments) where callee.isNamed("get"):
        for argument in arguments {
          if case .closure(let closure) = argument.value.kind, let key = keyRead(in: closure.body) {
            return key
          }
        }
      default: break
      }
    }
    return nil
  }

  /// What an enum (or an extension of one) may declare besides cases: computed properties
  /// and methods that give values. Swift forbids stored properties in an enum; the rest is
  /// not interpreted yet.
  static func checkEnumMembers(_ members: StructDecl) throws(Diagnostic) {
    if let stored = members.properties.first {
      throw Diagnostic(
        message: "enums must not contain stored properties", location: stored.location)
    }
    if let view = members.computed.first(where: \.isView) {
      throw Diagnostic(
        message: "a view property of an enum is not interpreted; declare it in a view",
        location: view.location)
    }
    if let function = members.functions.first(where: { $0.isView || $0.result == nil }) {
      throw Diagnostic(
        message: function.isView
          ? "a view method of an enum is not interpreted; declare it in a view"
          : "a method of an enum that gives no value is not interpreted",
        location: function.location)
    }
    if let initializer = members.initializers.first {
      throw Diagnostic(
        message: "an initializer of an enum is not interpreted", location: initializer.location)
    }
    if members.body != nil {
      throw Diagnostic(
        message: "an enum with a body is not interpreted", location: members.location)
    }
  }

  /// Numbers the previews whose names are taken, by a struct or an earlier preview, from 2
  /// (`Preview`, `Preview 2`; a `#Preview("Habits")` beside `struct Habits` is `Habits 2`), so
  /// every view of the file has a name of its own.
  static func nameUniquely(_ declarations: inout [Declaration]) {
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
}

extension Parser {
  /// A string literal without interpolation, the only argument of an attribute or a macro
  /// (`#Preview("Empty")`, `@AppStorage("username")`): `notPlain` when it is not one, and
  /// `alone` when another argument follows it.
  mutating func expectPlainString(_ notPlain: String, alone: String) throws(Diagnostic)
    -> String
  {
    guard case .string(let parts) = current.kind, parts.count <= 1,
      case .text(let text) = parts.first ?? .text("")
    else {
      throw Diagnostic(message: notPlain, location: current.location)
    }
    advance()
    if check(",") { throw Diagnostic(message: alone, location: current.location) }
    return text
  }
}
