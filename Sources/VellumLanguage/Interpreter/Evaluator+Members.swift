import Vellum

/// A view's computed properties and helper methods, records' computed properties, and enums'
/// raw values and `allCases`: the members view code declares beside its stored properties.
extension Evaluator {
  /// The value of the view's computed property `name`, if the view declares one that gives a
  /// value.
  func computedValue(_ name: String, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard let view, let computed = view.declaration.computed.first(where: { $0.name == name })
    else { return nil }
    guard !computed.isView else {
      throw Diagnostic(
        message: "'\(name)' is a view; use it in a view builder", location: location)
    }
    let value = try nested(name, at: location) { () throws(Diagnostic) in
      try Evaluator(program: program, view: view, checks: checks).value(of: computed.body)
    }
    return try program.conforming(value, to: computed.type, at: location)
  }

  /// The views of the view's computed property `name` (`var header: some View { … }`), if it
  /// declares one.
  func computedView(_ name: String) throws(Diagnostic) -> (any View)? {
    guard let view,
      let computed = view.declaration.computed.first(where: { $0.name == name && $0.isView })
    else { return nil }
    return try nested(name, at: computed.location) { () throws(Diagnostic) in
      try Evaluator(program: program, view: view, checks: checks).build(computed.body)
    }
  }

  /// The view's helper method `name`, if it declares one.
  func function(named name: String) -> FunctionDecl? {
    view?.declaration.functions.first { $0.name == name }
  }

  /// An evaluator for `function`'s body, its parameters bound to `arguments` evaluated here:
  /// `base` with them, or one with the view's members in scope.
  func scope(
    calling function: FunctionDecl, with arguments: [Argument], at location: SourceLocation,
    from base: Evaluator? = nil
  ) throws(Diagnostic) -> Evaluator {
    var scope = base ?? Evaluator(program: program, view: view, checks: checks)
    scope.inoutArguments = []
    var remaining = arguments[...]
    for parameter in function.parameters {
      // As in Swift, a defaulted parameter is passed when the next argument has its label,
      // and its default (evaluated where the method is declared, without the view's members)
      // stands in otherwise.
      if let defaultValue = parameter.defaultValue,
        remaining.first.map({ !$0.fits(parameter) }) ?? true
      {
        let value = try program.conforming(
          try Evaluator(program: program, checks: checks).evaluate(
            defaultValue, as: parameter.type),
          to: parameter.type, at: defaultValue.location)
        scope = scope.with(parameter.name, value)
        continue
      }
      if parameter.isVariadic {
        // The argument with the parameter's label and the unlabelled ones after it, as an
        // array; none gives an empty one.
        var values: [Value] = []
        if let first = remaining.first, first.fits(parameter), !first.isTrailing {
          remaining.removeFirst()
          values.append(try evaluate(first.value))
          while let next = remaining.first, next.label == nil, !next.isTrailing {
            remaining.removeFirst()
            values.append(try evaluate(next.value))
          }
        }
        scope = scope.with(
          parameter.name, try program.conforming(.array(values), to: parameter.type, at: location))
        continue
      }
      guard let argument = remaining.popFirst() else {
        throw Diagnostic(
          message: "missing argument for parameter '\(parameter.label ?? "_")' in call to "
            + "'\(function.name)'", location: location)
      }
      guard argument.fits(parameter) else {
        throw Diagnostic(
          message: "incorrect argument label in call to '\(function.name)' (have '"
            + "\(argument.label ?? "_"):', expected '\(parameter.label ?? "_"):')",
          location: argument.value.location)
      }
      if case .unary("&", let variable) = argument.value.kind {
        guard parameter.isInout else {
          throw Diagnostic(
            message: "'&' used with the argument of '\(parameter.name)', which is not 'inout'",
            location: argument.value.location)
        }
        // Copy in: the body changes its own variable, written back when the call ends.
        let value = try program.conforming(
          try evaluate(variable), to: parameter.type, at: variable.location)
        scope = scope.with(variable: parameter.name, value, type: parameter.type)
        scope.inoutArguments.append((scope.variables[parameter.name]!, variable))
        continue
      }
      guard !parameter.isInout else {
        throw Diagnostic(
          message: "passing a value to the inout parameter '\(parameter.name)' requires "
            + "explicit '&'", location: argument.value.location)
      }
      let value = try program.conforming(
        try evaluate(argument.value, as: parameter.type), to: parameter.type,
        at: argument.value.location)
      scope = scope.with(parameter.name, value)
    }
    if let extra = remaining.first {
      throw Diagnostic(
        message: "extra argument in call to '\(function.name)'", location: extra.value.location)
    }
    return scope
  }

  /// `name(arguments)` for a method (or, from `base`, a top-level function) that gives a value.
  func callFunction(
    _ function: FunctionDecl, _ arguments: [Argument], at location: SourceLocation,
    from base: Evaluator? = nil
  ) throws(Diagnostic) -> Value {
    guard !function.isView else {
      throw Diagnostic(
        message: "'\(function.name)' makes a view; call it in a view builder", location: location)
    }
    let value = try invoke(function, arguments, at: location, from: base) {
      (scope) throws(Diagnostic) in try scope.value(of: function.body)
    }
    return try program.conforming(value, to: function.result, at: location)
  }

  /// `name(arguments)` for a helper method that makes views.
  func buildFunction(_ function: FunctionDecl, _ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic) -> any View
  {
    guard function.isView else {
      throw Diagnostic(
        message: "'\(function.name)' gives a value, not a view; declare it '-> some View'",
        location: location)
    }
    return try invoke(function, arguments, at: location) { (scope) throws(Diagnostic) in
      try scope.build(function.body)
    }
  }

  /// `name(arguments)` as a statement, for a helper method that gives nothing
  /// (`func add(named name: String) { items.append(name) }`): its body runs as an action, on
  /// the view's state.
  func runFunction(_ function: FunctionDecl, _ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic)
  {
    guard !function.isView, function.result == nil else {
      throw Diagnostic(
        message: "the result of '\(function.name)' is unused; an action statement must be an "
          + "assignment or a call that changes something",
        location: location)
    }
    try invoke(function, arguments, at: location) { (scope) throws(Diagnostic) in
      _ = try scope.run(function.body)
    }
  }

  /// Runs `body` with `function`'s parameters bound to `arguments` (evaluated here) in `base`,
  /// or in the view's scope, one call level deeper (``nested(_:at:_:)``); then writes each
  /// `inout` parameter's value back to the variable its argument names, as Swift does when
  /// the call returns.
  func invoke<T>(
    _ function: FunctionDecl, _ arguments: [Argument], at location: SourceLocation,
    from base: Evaluator? = nil, _ body: (Evaluator) throws(Diagnostic) -> T
  ) throws(Diagnostic) -> T {
    let scope = try scope(calling: function, with: arguments, at: location, from: base)
    let result = try nested(function.name, at: location) { () throws(Diagnostic) in
      try body(scope)
    }
    for (parameter, variable) in scope.inoutArguments {
      try store(parameter.value, into: variable, at: location)
    }
    return result
  }

  /// Runs `body`, a call of the file's own member `name`, one level deeper: a member that
  /// calls itself without end is an error at the call once calls nest ``maximumCallDepth``
  /// deep, where Swift would overflow its stack.
  func nested<T>(_ name: String, at location: SourceLocation, _ body: () throws(Diagnostic) -> T)
    throws(Diagnostic) -> T
  {
    guard Self.callDepth < Self.maximumCallDepth else {
      throw Diagnostic(
        message: "'\(name)' is called more than \(Self.maximumCallDepth) levels deep; does it "
          + "call itself without end?",
        location: location)
    }
    Self.callDepth += 1
    defer { Self.callDepth -= 1 }
    return try body()
  }

  /// The type property `name` of the file's struct `type` (`Habit.samples`), if it declares
  /// one: evaluated the first time it is read, as Swift initializes a `static let` lazily and
  /// once, without any view's members in scope (its type's type methods are).
  func staticValue(_ name: String, of type: String, at location: SourceLocation)
    throws(Diagnostic) -> Value?
  {
    guard let property = program.typeMembers(of: type)?.statics.first(where: { $0.name == name }),
      let initial = property.initialValue
    else { return nil }
    // Checking keeps its own values: a closure made while checking checks its body when
    // called (a loop runs once), so a running program must not call it.
    return try program.statics.value(of: "\(type).\(name)", checking: checks != nil, at: location) {
      () throws(Diagnostic) in
      // The type's type methods need no prefix in the initializer, as in Swift.
      return try Evaluator(program: program, checks: checks).with("self", .type(type))
        .evaluate(initial, as: property.type)
    }
  }

  /// The computed property `name` of the enum `type` read on the case `value`, with `self`
  /// naming the case, if the enum declares one.
  func enumMember(_ name: String, of value: Value, in type: String, at location: SourceLocation)
    throws(Diagnostic) -> Value?
  {
    guard let computed = program.enums[type]?.computed.first(where: { $0.name == name }) else {
      return nil
    }
    let scope = Evaluator(program: program, checks: checks).with("self", value)
    let result = try nested(name, at: location) { () throws(Diagnostic) in
      try scope.value(of: computed.body)
    }
    return try program.conforming(result, to: computed.type?.inType(type), at: computed.location)
  }

  /// The identity `ForEach` and `alert(item:)` key `value` by, as `Identifiable` gives it: its
  /// `id`, stored or computed (`var id: Int { prime }`, `var id: Self { self }`); an object
  /// without an `id` is its own identity, as `Identifiable` gives a class its
  /// `ObjectIdentifier`. `nil` when the value has none.
  func identity(of value: Value, at location: SourceLocation) throws(Diagnostic) -> Value? {
    let type: String
    switch value {
    case .record(let name, let fields) where !fields.contains(where: { $0.name == "id" }):
      type = name
    case .enumCase(let name, _, _): type = name
    case .object(let object) where object.id == nil:
      guard program.records[object.type]?.computed.contains(where: { $0.name == "id" }) == true
      else { return value }
      type = object.type
    default: return value.identity == value ? nil : value.identity
    }
    let computed = program.records[type]?.computed ?? program.enums[type]?.computed ?? []
    guard computed.contains(where: { $0.name == "id" }) else { return nil }
    return try member("id", of: value, at: location)
  }

  /// A record's computed property `name`, with the record's fields in scope.
  func computedMember(_ name: String, of type: String, fields: [Value.Field]) throws(Diagnostic)
    -> Value?
  {
    guard let computed = program.records[type]?.computed.first(where: { $0.name == name }) else {
      return nil
    }
    let scope = recordScope(.record(type: type, fields: fields))
    let value = try nested(name, at: computed.location) { () throws(Diagnostic) in
      try scope.value(of: computed.body)
    }
    return try program.conforming(value, to: computed.type?.inType(type), at: computed.location)
  }

  /// `value.name(arguments)` for a method that a record's or an enum's type declares (or
  /// `Type.name(arguments)` for a type method of a struct), or `nil` when it declares none of
  /// that name. The body runs with `self` (and a record's stored properties) in scope, its parameters shadowing them, and gives a value: a method
  /// that changes the record (`mutating`) is not interpreted.
  func declaredMethod(
    _ name: String, of record: Value, _ arguments: [Argument], at location: SourceLocation
  ) throws(Diagnostic) -> Value? {
    let functions: [FunctionDecl]?
    switch record {
    case .record(let type, _): functions = program.records[type]?.functions
    case .enumCase(let type, _, _): functions = program.enums[type]?.functions
    case .object(let object): functions = program.records[object.type]?.functions
    // A type method (`Habit.sample(named:)`), with `self` naming the type, as in Swift.
    case .type(let type):
      functions = program.typeMembers(of: type)?.staticFunctions
    default: functions = nil
    }
    guard let function = functions?.first(where: { $0.name == name }) else { return nil }
    guard !function.isMutating else {
      throw Diagnostic(
        message: "'\(name)' is mutating; call it as a statement of an action", location: location)
    }
    guard !function.isView, function.result != nil else {
      throw Diagnostic(
        message: "'\(name)' gives no value; a record's methods are interpreted when they give "
          + "one", location: location)
    }
    let value = try invoke(function, arguments, at: location, from: recordScope(record)) {
      (scope) throws(Diagnostic) in try scope.value(of: function.body)
    }
    return try program.conforming(value, to: function.result, at: location)
  }

  /// An evaluator with `record`'s stored properties and `self` in scope, and nothing of a view.
  func recordScope(_ record: Value) -> Evaluator {
    var scope = Evaluator(program: program, checks: checks).with("self", record)
    if case .record(_, let fields) = record {
      for field in fields { scope = scope.with(field.name, field.value) }
    }
    return scope
  }

  /// An enum case's `rawValue`: the written one, else Swift's implicit one (the case's name
  /// for a `String` enum, the next whole number for an `Int` enum).
  func rawValue(of name: String, in type: String, at location: SourceLocation) throws(Diagnostic)
    -> Value
  {
    guard let decl = program.enums[type], let rawType = decl.conformances.first,
      rawType == "String" || rawType == "Int"
    else {
      throw Diagnostic(
        message: "'\(type)' has no raw values; declare it 'enum \(type): String' or ': Int'",
        location: location)
    }
    var next = 0
    for caseName in decl.cases {
      var value: Value = rawType == "String" ? .string(caseName) : .integer(next)
      if let written = decl.rawValues[caseName] { value = try evaluate(written) }
      if case .integer(let number) = value { next = number + 1 }
      if caseName == name { return value }
    }
    return .none
  }

  /// `Type.allCases`, for an enum that conforms to `CaseIterable`.
  func allCases(of type: String, at location: SourceLocation) throws(Diagnostic) -> Value {
    guard let decl = program.enums[type], decl.conformances.contains("CaseIterable") else {
      throw Diagnostic(
        message: "'\(type)' does not conform to 'CaseIterable'", location: location)
    }
    return .array(decl.cases.map { .enumCase(type: type, name: $0) })
  }

  /// `Type(rawValue: value)`: the case with that raw value, or `nil`.
  func enumCase(_ type: String, rawValue argument: [Argument], at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    guard argument.count == 1, argument[0].label == "rawValue" else {
      throw Diagnostic(
        message: "an enum is made with '\(type)(rawValue: …)'", location: location)
    }
    let wanted = try evaluate(argument[0].value)
    for caseName in program.enums[type]?.cases ?? []
    where try rawValue(of: caseName, in: type, at: location) == wanted {
      return .enumCase(type: type, name: caseName)
    }
    return .none
  }
}
