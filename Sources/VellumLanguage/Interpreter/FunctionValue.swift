import Vellum

/// A function held as a value: a closure with the scope it was written in (so it sees and
/// changes what that scope names, as Swift's closures capture), a view's or an object's
/// method named without calling it (`deleteRecipe`), or an enum case that takes associated
/// values (`SidebarItem.collection`), or an operator (`+` in `reduce(0, +)`), as Swift lets
/// each stand for a function.
///
/// Functions are not `Equatable` in Swift; two function values are equal here only when they
/// are the same one, so a view given a new closure is a changed view.
///
/// ```swift
/// DetailToolbar(deleteRecipe: deleteRecipe)   // a method of the view, passed as a function
/// ```
@MainActor
package final class FunctionValue: Hashable, CustomStringConvertible {
  private enum Body {
    case closure(Closure, Evaluator)
    case method(FunctionDecl, Evaluator)
    case enumCase(type: String, name: String, Evaluator)
    /// A binary operator named as a function: `+` in `reduce(0, +)`.
    case operation(String)
    /// A function that does nothing and gives `nil`, standing in for one a view is given
    /// when it is checked on its own.
    case sample
  }

  private let body: Body

  /// The closure `closure`, written where `scope` evaluates.
  init(_ closure: Closure, in scope: Evaluator) { body = .closure(closure, scope) }

  /// The method `function`, called as `scope` would call it.
  init(method function: FunctionDecl, in scope: Evaluator) { body = .method(function, scope) }

  /// The case `name` of the enum `type`, made from the values it is called with.
  init(enumCase name: String, of type: String, in scope: Evaluator) {
    body = .enumCase(type: type, name: name, scope)
  }

  /// The binary operator `op` as a function of its two operands.
  init(operator op: String) { body = .operation(op) }

  /// A function that does nothing, for checking.
  static func sample() -> FunctionValue { FunctionValue(sample: ()) }

  private init(sample: Void) { body = .sample }

  /// Calls the function with `values`. `wantsValue` says whether the call gives a value (an
  /// expression) or is a statement, whose closure runs as an action.
  func call(_ values: [Value], wantsValue: Bool, at location: SourceLocation) throws(Diagnostic)
    -> Value
  {
    switch body {
    case .closure(let closure, let scope):
      guard closure.parameters.count == values.count || closure.parameters.isEmpty else {
        throw Diagnostic(
          message: "the closure takes \(closure.parameters.count) "
            + (closure.parameters.count == 1 ? "argument" : "arguments") + ", given "
            + "\(values.count)", location: location)
      }
      var bound = scope.binding(closure, to: values)
      return try scope.nested("closure", at: location) { () throws(Diagnostic) in
        if wantsValue { return try bound.value(of: closure.body) }
        // A closure run as a statement returns nothing, whatever scope it was written in.
        bound.returned = nil
        try bound.run(closure.body)
        return .none
      }
    case .method(let function, let scope):
      return try scope.call(function, with: values, wantsValue: wantsValue, at: location)
    case .enumCase(let type, let name, let scope):
      return try scope.enumCase(name, of: type, values: values, locations: nil, at: location)
    case .operation(let op):
      guard values.count == 2 else {
        throw Diagnostic(
          message: "'\(op)' takes 2 arguments, given \(values.count)", location: location)
      }
      return try Arithmetic.apply(op, values[0], values[1], at: location)
    case .sample:
      return .none
    }
  }

  /// The views a closure without parameters builds (a gallery's preview), or nothing (the
  /// problem reported) when building them fails or the function is not such a closure.
  func views() -> AnyView {
    guard case .closure(let closure, let scope) = body else { return AnyView(EmptyView()) }
    return scope.buildReporting(closure)
  }

  /// As Swift describes a function value.
  nonisolated package var description: String { "(Function)" }

  nonisolated package static func == (lhs: FunctionValue, rhs: FunctionValue) -> Bool {
    lhs === rhs
  }

  nonisolated package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
