import Vellum

/// Functions as values: closures kept in properties and passed to views (`var onDelete: () ->
/// Void`), methods and enum cases named without being called, and calls of any of them, as
/// Swift treats functions as first-class values ("Closures", "Function Types").
extension Evaluator {
  /// The method of the view or object in scope named `name`, as a function value; `nil` when
  /// there is none.
  func methodValue(named name: String) -> Value? {
    if let object = currentObject, let method = method(named: name, of: object) {
      return .function(FunctionValue(method: method, in: self))
    }
    guard let function = function(named: name) else { return nil }
    return .function(FunctionValue(method: function, in: self))
  }

  /// Calls `function`, a method of the view or object in scope, with `values` bound to its
  /// parameters in order (defaults standing in for those left out). `wantsValue` says whether
  /// the call gives a value or is a statement.
  func call(
    _ function: FunctionDecl, with values: [Value], wantsValue: Bool, at location: SourceLocation
  ) throws(Diagnostic) -> Value {
    var scope = Evaluator(program: program, view: view, checks: checks)
    if let object = currentObject { scope = scope.with("self", .object(object)) }
    guard values.count <= function.parameters.count else {
      throw Diagnostic(
        message: "extra argument in call to '\(function.name)'", location: location)
    }
    if let parameter = function.parameters.first(where: \.isInout) {
      throw Diagnostic(
        message: "'\(function.name)' takes '\(parameter.name)' inout; call it by its name with "
          + "'&', not as a function value", location: location)
    }
    for (index, parameter) in function.parameters.enumerated() {
      let value: Value
      if index < values.count {
        value = values[index]
      } else if let defaultValue = parameter.defaultValue {
        value = try Evaluator(program: program, checks: checks).evaluate(defaultValue)
      } else {
        throw Diagnostic(
          message: "missing argument for parameter '\(parameter.label ?? "_")' in call to "
            + "'\(function.name)'", location: location)
      }
      scope = scope.with(
        parameter.name, try program.conforming(value, to: parameter.type, at: location))
    }
    guard !function.isView else {
      throw Diagnostic(
        message: "'\(function.name)' makes a view; call it in a view builder", location: location)
    }
    return try nested(function.name, at: location) { () throws(Diagnostic) in
      if wantsValue, function.result != nil {
        return try program.conforming(
          try scope.value(of: function.body), to: function.result, at: location)
      }
      _ = try scope.run(function.body)
      return .none
    }
  }

  /// The function `expression` names; an error when it names something else.
  func function(_ expression: Expression) throws(Diagnostic) -> FunctionValue {
    let value = try evaluate(expression)
    guard case .function(let function) = value else {
      throw Diagnostic(
        message: "expected a function or a closure, found \(value.typeName)",
        location: expression.location)
    }
    return function
  }

  /// Runs `closure`, a function named in place of a closure, as an action with `values`,
  /// reporting a problem instead of stopping the app; when checking, checks that it names a
  /// function.
  func forward(_ closure: Closure, _ values: [Value]) {
    guard let forwarding = closure.forwarding else { return }
    do throws(Diagnostic) {
      let function = try function(forwarding)
      guard checks == nil else { return }
      _ = try function.call(values, wantsValue: false, at: forwarding.location)
    } catch {
      report(error)
    }
  }

  /// `Task { … }` as a statement: its body runs as an action once the action that made it has
  /// finished, on the main actor, as a task SwiftUI code starts does (a host's `settle()` waits
  /// for it). The body runs to its end: an `await` in it waits for nothing. When checking, the
  /// body is checked now.
  func startTask(_ arguments: [Argument], at location: SourceLocation) throws(Diagnostic) {
    var call = Arguments(callee: "Task", arguments, at: location)
    let body = try call.requiredClosure("operation")
    try call.finish()
    guard checks == nil else { return perform(body.body) }
    let scope = self
    Task { @MainActor in scope.perform(body.body) }
  }

  /// `withAnimation(animation) { … }` as a statement: the body runs in a transaction that
  /// carries the animation, as SwiftUI's does; a rendering is a still screen, so what shows is
  /// the body's changes.
  func animating(_ arguments: [Argument], at location: SourceLocation) throws(Diagnostic) {
    var call = Arguments(callee: "withAnimation", arguments, at: location)
    // `withAnimation(nil)` runs the body without an animation, as in SwiftUI.
    var animation: Animation? = .default
    if let given = call.optional(nil) {
      animation = given.isNilLiteral ? nil : try member(given, in: Self.animations)
    }
    let body = try function(
      Expression(kind: .closure(try call.requiredClosure("body")), location: location))
    try call.finish()
    var failure: Diagnostic?
    withAnimation(animation) {
      do throws(Diagnostic) {
        _ = try body.call([], wantsValue: false, at: location)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// `callee(arguments)` where `callee` holds a function value (a closure property, a
  /// parameter, a local); `nil` when it holds none.
  func callValue(
    _ callee: Expression, _ arguments: [Argument], wantsValue: Bool, at location: SourceLocation
  ) throws(Diagnostic) -> Value? {
    guard case .function(let function) = try evaluate(callee) else { return nil }
    if let labelled = arguments.first(where: { $0.label != nil }) {
      throw Diagnostic(
        message: "extraneous argument label '\(labelled.label!):' in call of a function value",
        location: labelled.value.location)
    }
    var values: [Value] = []
    for argument in arguments { values.append(try evaluate(argument.value)) }
    return try function.call(values, wantsValue: wantsValue, at: location)
  }
}

extension Argument {
  /// Whether the argument is given for `parameter`: it has the parameter's label, or it is an
  /// unlabelled trailing closure and the parameter takes a function, as Swift matches trailing
  /// closures forward to the next parameter of function type (SE-0286).
  func fits(_ parameter: FunctionDecl.Parameter) -> Bool {
    if label == parameter.label { return true }
    guard isTrailing, label == nil else { return false }
    switch parameter.type {
    case .function, .optional(.function): return true
    default: return false
    }
  }
}
