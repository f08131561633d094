import Vellum

/// Runs the language: evaluates expressions, runs actions and builds views, inside one view's
/// properties and state and the local names (closure parameters, `if let`s) in scope.
///
/// ```swift
/// Evaluator(program: program, view: counter).body()
/// ```
@MainActor
struct Evaluator {
  let program: Program
  /// The view whose properties and state names refer to; `nil` for property defaults.
  let view: InterpretedView?
  /// Closure parameters and `if let` names.
  var locals: [String: Value] = [:]
  /// The names a `$name in` closure parameter declares beside `$name` (SE-0293), each with
  /// the binding it reads and writes through, as Swift's property-wrapper parameters do.
  var projected: [String: Binding<Value>] = [:]
  /// `var`s in scope: shared by the scopes nested in theirs and the closures made there, so
  /// an assignment anywhere changes what every one reads, as Swift's variables do.
  var variables: [String: LocalVariable] = [:]
  /// Where a `return value` inside a loop, an `if` or a `guard` of a method that gives a value
  /// leaves the value; `nil` in an action, which returns nothing.
  var returned: ReturnedValue?
  /// Whether string literals may format numbers with `specifier:`: only a literal given to a
  /// view's title, which Swift types as a `LocalizedStringKey`.
  var allowsSpecifiers = false
  /// Where problems go when checking: every branch and closure is then visited once, with
  /// sample values, and nothing changes state. `nil` when running.
  let checks: DiagnosticLog?
  /// The record an initializer running here is making, if one is.
  var building: RecordUnderConstruction?
  /// The `inout` parameters of the call whose body runs here, each with the variable its
  /// argument names (`&total`), to which the call writes the parameter's value back.
  var inoutArguments: [(parameter: LocalVariable, variable: Expression)] = []
  /// How deep calls of the file's own members may nest: far beyond what view code needs, and
  /// within the stack of a thread that evaluates views (a debug build's frames included).
  static let maximumCallDepth = 100
  /// How deep calls of the file's own members nest now.
  static var callDepth = 0
  /// How many times a `for` loop may run its body, counting the turns of the loops it runs
  /// (nested, or in the methods it calls), so a loop over a huge range (or loops nested over
  /// large arrays) is an error instead of a hang.
  static let maximumIterations = 100_000
  /// How many turns the outermost running loop and the loops it runs have taken.
  static var iterations = 0
  /// How many loops are running, one inside another.
  static var loopDepth = 0

  init(program: Program, view: InterpretedView? = nil, checks: DiagnosticLog? = nil) {
    self.program = program
    self.view = view
    self.checks = checks
  }

  /// Records a problem: in the check log when checking, else in the program's runtime log.
  func report(_ diagnostic: Diagnostic) {
    if let checks { checks.append(diagnostic) } else { program.report(diagnostic) }
  }

  /// The view's body, or nothing (with the problem reported) if building it fails.
  func body() -> AnyView {
    guard let block = view?.declaration.body else { return AnyView(EmptyView()) }
    do throws(Diagnostic) {
      try subscribeToObjects()
      if view?.declaration.isApp == true { return try firstWindow(of: block) }
      return AnyView(try build(block))
    } catch {
      report(error)
      return AnyView(EmptyView())
    }
  }

  /// The items of a toolbar content declaration's body, or none (with the problem reported)
  /// if building them fails.
  func toolbarBody() -> ToolbarItems {
    guard let block = view?.declaration.body else { return ToolbarItems(items: []) }
    do throws(Diagnostic) {
      try subscribeToObjects()
      guard let items = try toolbarItems(in: block) else {
        throw Diagnostic(
          message: "the body of toolbar content lists 'ToolbarItem's and 'ToolbarItemGroup's, "
            + "not views", location: block.location)
      }
      return ToolbarItems(items: items)
    } catch {
      report(error)
      return ToolbarItems(items: [])
    }
  }

  /// Runs an action, reporting a problem instead of stopping the app.
  func perform(_ block: Block) {
    var scope = self
    // An action made in a method that gives a value still returns nothing.
    scope.returned = nil
    do throws(Diagnostic) {
      try scope.run(block)
    } catch {
      report(error)
    }
  }

  /// Whether the code runs in a view's body, properties or methods, where `self` is the view:
  /// not a value the language holds, so `self.name` names the view's member `name` as `name`
  /// does (seed 001 writes `self.state.count` and `self.isPrimeModalShown = true`).
  var isInViewCode: Bool { view != nil && building == nil && locals["self"] == nil }

  /// `name` for `self.name` in a view's code (``isInViewCode``); `nil` for any other
  /// expression.
  func viewMember(_ expression: Expression) -> Expression? {
    guard isInViewCode, case .member(let base, let name) = expression.kind, base.isSelf else {
      return nil
    }
    return Expression(kind: .identifier(name), location: expression.location)
  }

  /// The evaluator with `name` bound to `value` as well.
  func with(_ name: String, _ value: Value) -> Evaluator {
    var copy = self
    copy.locals[name] = value
    copy.variables[name] = nil
    if !copy.projected.isEmpty { copy.projected[name] = nil }
    return copy
  }

  /// The evaluator with `name` reading and writing through `binding`, for the parameter
  /// `$name` of a closure.
  func with(_ name: String, through binding: Binding<Value>) -> Evaluator {
    var copy = with(name, binding.wrappedValue)
    copy.projected[name] = binding
    return copy
  }

  /// The evaluator with a new variable `name` holding `value` (`var name = value`), of the
  /// type written, else of the value's.
  func with(variable name: String, _ value: Value, type: TypeName?) -> Evaluator {
    var copy = self
    copy.locals[name] = nil
    copy.variables[name] = LocalVariable(value, type: type ?? value.inferredType)
    return copy
  }

  /// The evaluator with `name` declared without a value (`let suffix: String`), for the code
  /// after it to set.
  func with(declared name: String, type: TypeName, isConstant: Bool) -> Evaluator {
    let variable = LocalVariable(.none, type: type)
    variable.isInitialized = false
    variable.isConstant = isConstant
    var copy = self
    copy.locals[name] = nil
    copy.variables[name] = variable
    return copy
  }

  /// `expression`'s value, converted to `type` when one is written (`let ids: [Int] = []`).
  func evaluate(_ expression: Expression, as type: TypeName?) throws(Diagnostic) -> Value {
    // `.red` where a `Color` is declared, as Swift infers the member from the type.
    if case .implicitMember(let name) = expression.kind, type?.named == "Color" {
      return try colorMember(name, at: expression.location)
    }
    // `.live` where a struct with a `static let live` is declared (`client: NthPrimeClient =
    // .live`), as Swift looks an implicit member up in the type it expects.
    if case .implicitMember(let name) = expression.kind,
      let named = type.map(program.resolved)?.named, program.records[named] != nil,
      let value = try staticValue(name, of: named, at: expression.location)
    {
      return value
    }
    // `.degrees(90)` or `.zero` where an `Angle`, a `CGPoint`, … is declared.
    if let named = type.map(program.resolved)?.named, GeometryValue.typeNames.contains(named),
      let value = try implicitGeometry(expression, of: named)
    {
      return value
    }
    let value = try evaluate(expression)
    guard let type else { return value }
    return try program.conforming(value, to: type, at: expression.location)
  }

  /// The value `name` refers to: a local, a state, a binding, a property, or a type.
  func lookup(_ name: String, at location: SourceLocation) throws(Diagnostic) -> Value {
    if !projected.isEmpty, let binding = projected[name] { return binding.wrappedValue }
    if let value = locals[name] { return value }
    if let variable = variables[name] {
      guard variable.isInitialized else {
        throw Diagnostic(
          message: "\(variable.isConstant ? "constant" : "variable") '\(name)' used before being "
            + "initialized", location: location)
      }
      return variable.value
    }
    if let building, let value = try building.value(of: name, at: location) { return value }
    if let value = try ownMember(name, at: location) { return value }
    if let view {
      if view.hasState(name) {
        return view.state(name)
      }
      if let binding = view.bindings[name] { return binding.wrappedValue }
      if let value = view.property(name) { return value }
      if let value = try environmentObject(name, at: location) { return value }
      if let value = try computedValue(name, at: location) { return value }
    }
    if let value = try typeMember(name, at: location) { return value }
    if program.enums[name] != nil || program.records[name] != nil || program.views[name] != nil
      || Self.paintTypeNames.contains(name) || GeometryValue.typeNames.contains(name)
      || ["Date", "Double", "CGFloat", "Calendar"].contains(name)
    {
      return .type(name)
    }
    // Inside an enum's computed property its members need no `self.`, as in Swift.
    if let base = locals["self"], case .enumCase(let type, _, _) = base,
      name == "rawValue"
        || program.enums[type]?.computed.contains(where: { $0.name == name }) == true
    {
      return try member(name, of: base, at: location)
    }
    if let value = methodValue(named: name) { return value }
    if Parser.operatorFunctions.contains(name) { return .function(FunctionValue(operator: name)) }
    throw Diagnostic(
      message: "cannot find '\(name)' in scope\(hint(for: name))", location: location)
  }

  /// Stores `value` in the state or binding `name`; when checking, only checks that it could.
  func assign(_ name: String, _ value: Value, at location: SourceLocation) throws(Diagnostic) {
    if let binding = projected[name] {
      let stored = try program.conforming(
        value, to: binding.wrappedValue.inferredType, at: location)
      if checks == nil { binding.wrappedValue = stored }
      return
    }
    if let variable = variables[name] {
      // When checking, every branch sets a `let` the branches share, so only running counts.
      if variable.isConstant, variable.isInitialized, checks == nil {
        throw Diagnostic(
          message: "immutable value '\(name)' may only be initialized once", location: location)
      }
      variable.value = try program.conforming(value, to: variable.type, at: location)
      variable.isInitialized = true
      return
    }
    if let building, locals[name] == nil {
      try building.set(name, to: value, program: program, at: location)
      return
    }
    if let object = currentObject, locals[name] == nil, object[stored: name] != nil {
      try set(name, of: object, to: value, at: location)
      return
    }
    guard let view else {
      throw Diagnostic(message: "cannot assign to '\(name)' here", location: location)
    }
    let property = view.declaration.properties.first { $0.name == name }
    if locals[name] != nil || (property != nil && property?.isPassed == true)
      || property?.isEnvironment == true
    {
      throw Diagnostic(
        message: "cannot assign to '\(name)': only @State and @Binding properties change",
        location: location)
    }
    guard let property else {
      throw Diagnostic(
        message: "cannot find '\(name)' in scope\(hint(for: name))", location: location)
    }
    let current =
      property.wrapper == "Binding" ? view.bindings[name]?.wrappedValue : view.state(name)
    let stored = try program.conforming(
      value, to: property.type ?? current?.inferredType, at: location)
    guard checks == nil else { return }
    if let binding = view.bindings[name] {
      binding.wrappedValue = stored
    } else if property.isStored {
      view.stateBinding(name).wrappedValue = stored
    } else {
      view.storage.values[name] = stored
    }
  }

  /// A binding to the state or binding property `name`, for `$name`.
  func binding(_ name: String, at location: SourceLocation) throws(Diagnostic) -> Binding<Value> {
    if case .binding(let held)? = locals["$" + name] { return held.binding }
    if let view {
      if view.hasState(name) {
        return view.stateBinding(name)
      }
      if let binding = view.bindings[name] { return binding }
      if let object = try objectProperty(name, at: location) { return object }
    }
    throw Diagnostic(
      message:
        "cannot find a @State or @Binding property '\(name)' for '$\(name)'\(hint(for: name))",
      location: location)
  }

  /// `; did you mean 'x'?` for the name in scope closest to `name`, or nothing: the closest of
  /// the locals and the view's properties, else of the program's declarations (asked through
  /// the program's bounded cache, as a file of thousands of unresolved names would otherwise
  /// compare each with every declaration).
  func hint(for name: String) -> String {
    var names = Array(locals.keys)
    if let view { names += view.declaration.properties.map(\.name) }
    let near = didYouMean(name, among: names.filter { $0 != name })
    guard near.isEmpty else { return near }
    return program.suggestions.hint(for: name, kind: "name") {
      (program.views.keys.sorted() + program.records.keys.sorted() + program.enums.keys.sorted())
        .filter { $0 != name }
    }
  }
}
