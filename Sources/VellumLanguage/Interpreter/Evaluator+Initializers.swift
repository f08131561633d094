/// Records' declared initializers: which one a call runs, and running it.
extension Evaluator {
  /// The initializer of `decl` a call with `arguments` runs: the first whose argument labels
  /// the call matches, or `nil` for the memberwise initializer. A record that declares one in
  /// its body has no memberwise initializer (as in Swift), so a call matching none is an error.
  func initializer(of decl: StructDecl, for arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic) -> FunctionDecl?
  {
    if let matching = decl.initializers.first(where: { accepts($0, arguments) }) {
      return matching
    }
    guard !decl.hasMemberwiseInitializer else { return nil }
    // The only initializer reports what is wrong with the call itself.
    if decl.initializers.count == 1 { return decl.initializers[0] }
    let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
    throw Diagnostic(
      message: "no initializer of '\(decl.name)' takes the arguments (\(labels))",
      location: location)
  }

  /// Whether `initializer` takes `arguments` by their labels, defaults standing in for
  /// arguments left out.
  private func accepts(_ initializer: FunctionDecl, _ arguments: [Argument]) -> Bool {
    var remaining = arguments[...]
    for parameter in initializer.parameters {
      if let next = remaining.first, next.fits(parameter) {
        remaining.removeFirst()
      } else if parameter.defaultValue == nil {
        return false
      }
    }
    return remaining.isEmpty
  }

  /// Makes a `decl` record by running `initializer` with `arguments`: its stored properties'
  /// defaults set first, then its body, which must set the rest.
  func initialize(
    _ decl: StructDecl, with initializer: FunctionDecl, _ arguments: [Argument],
    at location: SourceLocation
  ) throws(Diagnostic) -> Value {
    let scope = try scope(
      calling: initializer, with: arguments, at: location,
      from: Evaluator(program: program, checks: checks))
    return try nested(decl.name, at: location) { () throws(Diagnostic) in
      try scope.run(initializer, making: decl)
    }
  }

  /// Checks `initializer` of `decl` as a call with sample arguments runs it, so one that no
  /// code calls is checked too.
  func check(_ initializer: FunctionDecl, of decl: StructDecl) throws(Diagnostic) {
    var scope = Evaluator(program: program, checks: checks)
    for parameter in initializer.parameters {
      guard let sample = program.sample(of: parameter.type) else { return }
      scope = scope.with(parameter.name, sample)
    }
    _ = try scope.run(initializer, making: decl)
  }

  /// Runs `initializer`'s body here, its parameters bound, to make a `decl` record.
  func run(_ initializer: FunctionDecl, making decl: StructDecl) throws(Diagnostic)
    -> Value
  {
    let building = RecordUnderConstruction(decl)
    for property in decl.properties {
      guard let initial = property.initialValue else { continue }
      building.setDefault(
        property.name,
        to: try Evaluator(program: program, checks: checks).evaluate(initial, as: property.type))
    }
    var scope = self
    scope.building = building
    let reported = checks?.reports ?? 0
    _ = try scope.run(initializer.body)
    // When checking, a statement that failed is reported already: the property it sets is not
    // reported as unset too.
    guard let checks, checks.reports > reported else {
      return try building.made(at: initializer.location)
    }
    return try building.made(at: initializer.location) { property in
      property.type.flatMap { program.sample(of: $0) }
    }
  }
}
