extension Parser {
  /// Reads the grammar's `protocol-declaration` and `requirement` rules. A requirement is kept
  /// by its name, which a conforming type must declare (or a protocol extension give); its
  /// type and parameters are read past, as the language checks names, not signatures.
  mutating func parseProtocol() throws(Diagnostic) -> ProtocolDecl {
    advance()
    let (name, location) = try expectIdentifier("a protocol name")
    let inherited = try parseConformances()
    try expect("{", "to open the protocol '\(name)'")
    var requirements: [ProtocolDecl.Requirement] = []
    while !check("}"), !isAtEnd {
      consumeDeclarationModifiers()
      while checkKeyword("static") || ["mutating", "nonmutating"].contains(current.label ?? "") {
        advance()
      }
      let start = current.location
      switch current.kind {
      case .identifier("associatedtype"):
        throw Diagnostic(
          message: "a protocol with an associated type is not interpreted", location: start)
      case .keyword("var"), .keyword("let"), .identifier("func"):
        advance()
        let (member, _) = try expectIdentifier("a requirement's name")
        requirements.append(ProtocolDecl.Requirement(name: member, location: start))
      case .identifier("init"):
        advance()
        requirements.append(ProtocolDecl.Requirement(name: "init", location: start))
      case .identifier("subscript"):
        throw Diagnostic(
          message: "a subscript requirement is not interpreted", location: start)
      default:
        throw Diagnostic(
          message: "expected a requirement ('var', 'func' or 'init') in the protocol '\(name)', "
            + "found \(current.described)", location: start)
      }
      skipRequirementSignature()
    }
    try expect("}", "to close the protocol '\(name)'")
    return ProtocolDecl(
      name: name, location: location, inherited: inherited, requirements: requirements,
      defaults: StructDecl(
        name: name, location: location, conformances: [], properties: [], body: nil))
  }

  /// Reads the grammar's `requirement-signature` rule.
  ///
  /// It reads past a requirement's type, parameters, result and `{ get set }`, to the next
  /// requirement or the protocol's closing brace.
  private mutating func skipRequirementSignature() {
    var depth = 0
    while !isAtEnd {
      if depth == 0, startsRequirement || check("}") { return }
      if check("(") || check("[") || check("{") { depth += 1 }
      if check(")") || check("]") || check("}") { depth -= 1 }
      advance()
    }
  }

  /// Whether the current token starts a requirement.
  private var startsRequirement: Bool {
    if checkKeyword("var") || checkKeyword("let") || checkKeyword("static") || check("@") {
      return true
    }
    guard case .identifier(let word) = current.kind else { return false }
    return ["func", "init", "mutating", "nonmutating", "associatedtype", "subscript"].contains(word)
  }

  /// The declarations with each protocol's extensions' members given to every struct, class
  /// and enum that conforms to it (or to a protocol inheriting it) and does not declare them
  /// itself, as Swift's default implementations are; and the problems: a type that lacks a
  /// requirement no extension gives.
  static func applyProtocols(to declarations: inout [Declaration]) -> [Diagnostic] {
    var protocols: [String: ProtocolDecl] = [:]
    for case .protocolDecl(let decl) in declarations { protocols[decl.name] = decl }
    guard !protocols.isEmpty else { return [] }
    var problems: [Diagnostic] = []
    for index in declarations.indices {
      switch declarations[index] {
      case .structure(var decl):
        for adopted in adopted(decl.conformances, among: protocols) {
          add(adopted.defaults, to: &decl)
        }
        problems += unmet(decl.conformances, among: protocols, by: decl.name, at: decl.location) {
          member in
          decl.properties.contains { $0.name == member }
            || decl.computed.contains { $0.name == member }
            || decl.functions.contains { $0.name == member }
            || decl.statics.contains { $0.name == member }
            || decl.staticFunctions.contains { $0.name == member }
            || (member == "init" && (decl.hasMemberwiseInitializer || !decl.initializers.isEmpty))
        }
        declarations[index] = .structure(decl)
      case .enumeration(var decl):
        for adopted in adopted(decl.conformances, among: protocols) {
          let defaults = adopted.defaults
          decl.computed += defaults.computed.filter { member in
            !decl.computed.contains { $0.name == member.name }
          }
          decl.functions += defaults.functions.filter { member in
            !decl.functions.contains { $0.name == member.name }
          }
        }
        problems += unmet(decl.conformances, among: protocols, by: decl.name, at: decl.location) {
          member in
          decl.cases.contains(member) || decl.computed.contains { $0.name == member }
            || decl.functions.contains { $0.name == member }
            || decl.typeMembers.statics.contains { $0.name == member }
            || decl.typeMembers.staticFunctions.contains { $0.name == member }
        }
        declarations[index] = .enumeration(decl)
      default: continue
      }
    }
    return problems
  }

  /// The protocols `conformances` names among the program's, with the ones they inherit,
  /// each once, nearest first (so a protocol's own default wins over an inherited one's).
  private static func adopted(_ conformances: [String], among protocols: [String: ProtocolDecl])
    -> [ProtocolDecl]
  {
    var found: [ProtocolDecl] = []
    var queue = conformances
    while !queue.isEmpty {
      let name = queue.removeFirst()
      guard let decl = protocols[name], !found.contains(where: { $0.name == name }) else {
        continue
      }
      found.append(decl)
      queue += decl.inherited
    }
    return found
  }

  /// `defaults`' members that `decl` does not declare, added to it.
  private static func add(_ defaults: StructDecl, to decl: inout StructDecl) {
    decl.computed += defaults.computed.filter { member in
      !decl.computed.contains { $0.name == member.name }
        && !decl.properties.contains { $0.name == member.name }
    }
    decl.functions += defaults.functions.filter { member in
      !decl.functions.contains { $0.name == member.name }
    }
    decl.statics += defaults.statics.filter { member in
      !decl.statics.contains { $0.name == member.name }
    }
    decl.staticFunctions += defaults.staticFunctions.filter { member in
      !decl.staticFunctions.contains { $0.name == member.name }
    }
    decl.staticViews += defaults.staticViews.filter { member in
      !decl.staticViews.contains { $0.name == member.name }
    }
  }

  /// "type 'Pet' does not conform to protocol 'Describable'", for each requirement of the
  /// adopted protocols that `declares` says the type lacks.
  private static func unmet(
    _ conformances: [String], among protocols: [String: ProtocolDecl], by type: String,
    at location: SourceLocation, declares: (String) -> Bool
  ) -> [Diagnostic] {
    adopted(conformances, among: protocols).flatMap { adopted in
      adopted.requirements.filter { !declares($0.name) }.map { requirement in
        Diagnostic(
          message: "type '\(type)' does not conform to protocol '\(adopted.name)': it does not "
            + "declare '\(requirement.name)'", location: location)
      }
    }
  }
}
