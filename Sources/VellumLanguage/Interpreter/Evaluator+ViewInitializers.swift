import Vellum

/// Views' written initializers (`init(recipes: [Recipe]) { self.recipes = recipes;
/// _query = State(initialValue: "") }`): a call runs the one whose labels it matches, as for a
/// record, and the view starts with the properties and states it set.
extension Evaluator {
  /// The view `decl` made by running `initializer` (the one ``initializer(of:for:at:)`` found
  /// for `arguments`), as a record's initializer runs.
  func initializedView(
    _ decl: StructDecl, with initializer: FunctionDecl, _ arguments: [Argument],
    at location: SourceLocation
  ) throws(Diagnostic) -> InterpretedView {
    let made = try initialize(decl, with: initializer, arguments, at: location)
    guard case .record(_, let fields) = made else {
      throw Diagnostic(message: "'\(decl.name)' was not made", location: location)
    }
    return InterpretedView(program: program, declaration: decl, initialized: fields)
  }

  /// `State(initialValue: value)` or `State(wrappedValue: value)` in a view's initializer,
  /// assigned to `_name`: the state's initial value.
  func stateInitialValue(_ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    guard building?.declaration.body != nil else {
      throw Diagnostic(
        message: "'State(initialValue:)' is interpreted only in a view's initializer, as "
          + "'_name = State(initialValue: …)'", location: location)
    }
    guard arguments.count == 1,
      arguments[0].label == "initialValue" || arguments[0].label == "wrappedValue"
    else {
      throw Diagnostic(
        message: "'State' is made with 'initialValue:' or 'wrappedValue:'", location: location)
    }
    return try evaluate(arguments[0].value)
  }
}
