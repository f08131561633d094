import Foundation

/// Calls run as statements: a helper or type method that gives nothing, an object's method,
/// a record's `mutating` method, a closure a value holds, the mutating methods of the
/// language's values (`toggle()`, `append(_:)`, …), and the built-in calls that act
/// (`print`, `withAnimation`, `Task`, a host's interactions).
extension Evaluator {
  /// The record `fields` of `decl`'s type once its `mutating` method `function` has run
  /// with `arguments`: the body's assignments to the record's properties (`count += step`,
  /// `self.count = 0`) change the record, as Swift's mutating methods do ("Methods",
  /// "Modifying Value Types from Within Instance Methods"); its `let`s cannot change.
  private func change(
    _ fields: [Value.Field], of decl: StructDecl, by function: FunctionDecl,
    _ arguments: [Argument], at location: SourceLocation
  ) throws(Diagnostic) -> Value {
    var base = Evaluator(program: program, checks: checks)
    let record = RecordUnderConstruction(decl, changing: fields)
    base.building = record
    try invoke(function, arguments, at: location, from: base) { (scope) throws(Diagnostic) in
      _ = try scope.run(function.body)
    }
    return try record.made(at: location)
  }

  /// A statement that is a call: `flag.toggle()`, `items.append(x)`, `items.remove(at: 0)`, …,
  /// a helper method that gives nothing (`add(named: "New")`), or `dismiss()` for an
  /// `@Environment(\.dismiss)` property.
  func runCall(_ expression: Expression) throws(Diagnostic) {
    // `try call()`, `await call()`: the call itself; `try? call()` drops an error it throws.
    if case .unary(let op, let inner) = expression.kind,
      ["try", "try!", "try?", "await"].contains(op)
    {
      guard op == "try?" else { return try runCall(inner) }
      do throws(Diagnostic) {
        try runCall(inner)
      } catch {
        guard error.thrown != nil else { throw error }
      }
      return
    }
    if case .call(let callee, let arguments) = expression.kind, let member = viewMember(callee) {
      return try runCall(Expression(kind: .call(member, arguments), location: expression.location))
    }
    if case .call(let callee, let arguments) = expression.kind, callee.isNamed("print") {
      try printItems(arguments, at: expression.location)
      return
    }
    if case .call(let callee, let arguments) = expression.kind,
      case .member(let base, "assumeIsolated") = callee.kind, base.isNamed("MainActor")
    {
      _ = try assumingIsolated(arguments, wantsValue: false, at: expression.location)
      return
    }
    if case .call(let callee, let arguments) = expression.kind, callee.isNamed("withAnimation") {
      try animating(arguments, at: expression.location)
      return
    }
    if case .call(let callee, let arguments) = expression.kind, callee.isNamed("Task") {
      try startTask(arguments, at: expression.location)
      return
    }
    // A closure a local holds, called for its effect (`let add = { total += $0 }; add(1)`).
    if case .call(let callee, let arguments) = expression.kind,
      case .identifier(let name) = callee.kind, locals[name] != nil || variables[name] != nil,
      try callValue(callee, arguments, wantsValue: false, at: expression.location) != nil
    {
      return
    }
    if case .call(let callee, let arguments) = expression.kind,
      case .identifier(let name) = callee.kind, locals[name] == nil
    {
      if let function = function(named: name) {
        try runFunction(function, arguments, at: expression.location)
        return
      }
      if let object = currentObject, let function = method(named: name, of: object) {
        try run(function, of: object, arguments, at: expression.location)
        return
      }
      if locals[name] == nil, variables[name] == nil, let function = program.functions[name] {
        // A top-level function sees its parameters and the program's types, no view.
        try perform(
          function, arguments, at: expression.location,
          from: Evaluator(program: program, checks: checks))
        return
      }
      if let view, arguments.isEmpty,
        view.declaration.properties.contains(where: {
          $0.name == name && $0.isDismiss
        })
      {
        if checks == nil { view.dismissAction() }
        return
      }
      if try callValue(callee, arguments, wantsValue: false, at: expression.location) != nil {
        return
      }
    }
    guard case .call(let callee, let arguments) = expression.kind,
      case .member(let target, let method) = callee.kind
    else {
      throw Diagnostic(
        message: "an action statement must be an assignment or a mutating call",
        location: expression.location)
    }
    let current = try evaluate(target)
    if case .type(let type) = current,
      let function = program.typeMembers(of: type)?.staticFunctions.first(where: {
        $0.name == method
      })
    {
      // A type method run for its effect (`Example.addPreviews(to: &gallery)`).
      try perform(
        function, arguments, at: expression.location,
        from: Evaluator(program: program, checks: checks).with("self", .type(type)))
      return
    }
    if case .object(let object) = current, let function = self.method(named: method, of: object) {
      try run(function, of: object, arguments, at: expression.location)
      return
    }
    if case .record(let type, let fields) = current,
      let decl = program.records[type],
      let function = decl.functions.first(where: { $0.name == method && $0.isMutating })
    {
      let changed = try change(fields, of: decl, by: function, arguments, at: expression.location)
      try store(changed, into: target, at: expression.location)
      return
    }
    // A closure an object or a record keeps in a property (`apiClient.signIn(email, password)`).
    if current.hasFields, current[field: method] != current,
      try callValue(callee, arguments, wantsValue: false, at: expression.location) != nil
    {
      return
    }
    if case .host(let held) = current,
      try runHostMethod(method, of: held, arguments, at: expression.location)
    {
      return
    }
    if case .gallery(let gallery) = current, method == "add" {
      let added = try add(to: gallery, arguments, at: expression.location)
      try store(.gallery(added), into: target, at: expression.location)
      return
    }
    if case .geometry(.path(var path)) = current {
      try draw(method, arguments, on: &path, at: expression.location)
      try store(.geometry(.path(path)), into: target, at: expression.location)
      return
    }
    if method == "removeAll", case .array(let elements) = current, !arguments.isEmpty {
      // `removeAll(where:)` keeps the elements the closure rejects, in order.
      var call = Arguments(callee: method, arguments, at: expression.location)
      let test = try call.requiredClosure("where")
      try call.finish()
      var kept: [Value] = []
      for element in elements where try !truth(applying: test, to: [element]) {
        kept.append(element)
      }
      try store(.array(kept), into: target, at: expression.location)
      return
    }
    var values: [Value] = []
    for argument in arguments { values.append(try evaluate(argument.value)) }
    let labels = arguments.map { $0.label ?? "_" }
    let result = try Mutation.apply(
      method, labels: labels, values, to: current, at: expression.location)
    try store(result, into: target, at: expression.location)
  }
}
