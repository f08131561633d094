import Vellum

extension Evaluator {
  /// The views of a view-builder block, combined as `@ViewBuilder` combines them: nothing is an
  /// `EmptyView`, one view is itself, more are a `TupleView`.
  func build(_ block: Block) throws(Diagnostic) -> any View {
    var views: [any View] = []
    var scope = self
    for item in block.items {
      do throws(Diagnostic) {
        if case .constant(let name, let type, let value, _) = item {
          // `let name = value` in a builder names a value for the views after it.
          scope = scope.with(name, try scope.evaluate(value, as: type))
        } else if case .variable(let name, let type, let value, _) = item {
          // As does a `var`, which nothing in a builder can assign.
          scope = scope.with(name, try scope.evaluate(value, as: type))
        } else if checks != nil {
          try scope.check(item)
        } else {
          views.append(try scope.build(item))
        }
      } catch {
        guard checks != nil else { throw error }
        report(error)
      }
    }
    switch views.count {
    case 0: return EmptyView()
    case 1: return views[0]
    default: return TupleView(children: views)
    }
  }

  /// A closure's views with its parameters bound to `values`, or nothing (the problem
  /// reported) when building them fails: for content built later, such as a sheet's.
  func buildReporting(_ closure: Closure, _ values: [Value] = []) -> AnyView {
    let scope = binding(closure, to: values)
    do throws(Diagnostic) {
      if let forwarding = closure.forwarding {
        throw Diagnostic(
          message: "a function named in place of a view builder is not interpreted; write the "
            + "views in a closure", location: forwarding.location)
      }
      return AnyView(try scope.build(closure.body))
    } catch {
      report(error)
      return AnyView(EmptyView())
    }
  }

  /// Content built later (a sheet's, a destination's, a row's): when running, a function
  /// building it on demand; when checking, it is checked now, with `sample` for its parameter.
  func deferred(_ closure: Closure, sample: Value?) -> (Value) -> AnyView {
    guard checks != nil else { return { buildReporting(closure, [$0]) } }
    if let sample { _ = buildReporting(closure, [sample]) }
    return { _ in AnyView(EmptyView()) }
  }

  /// An `if` is an optional view, an `if`/`else` a conditional one, and a `switch` a chain of
  /// conditional views, as `@ViewBuilder` makes them; so a branch change resets the state inside.
  private func build(_ item: Item) throws(Diagnostic) -> any View {
    switch item {
    case .expression(let expression):
      return try view(expression)
    case .conditional(let conditional):
      if let scope = try matching(conditional) {
        let content = AnyView(try scope.build(conditional.then))
        if conditional.otherwise == nil { return Optional(content) }
        return _ConditionalContent<AnyView, AnyView>(storage: .trueContent(content))
      }
      guard let otherwise = conditional.otherwise else { return AnyView?.none }
      return _ConditionalContent<AnyView, AnyView>(
        storage: .falseContent(AnyView(try build(otherwise))))
    case .choice(let choice):
      guard let matched = try matchingCase(of: choice),
        let index = choice.cases.firstIndex(where: { $0.body.location == matched.body.location })
      else { return AnyView?.none }
      var content = AnyView(try matched.scope.build(matched.body))
      if index < choice.cases.count - 1 {
        content = AnyView(_ConditionalContent<AnyView, AnyView>(storage: .trueContent(content)))
      }
      for _ in 0..<index {
        content = AnyView(_ConditionalContent<AnyView, AnyView>(storage: .falseContent(content)))
      }
      return content
    case .assignment, .guarded, .returning, .constant, .variable, .loop, .throwing, .attempt,
      .whileLoop, .declaration:
      throw Self.statementInBuilder(item)
    }
  }

  /// Checks one item of a view builder: its view, or each of its branches.
  private func check(_ item: Item) throws(Diagnostic) {
    switch item {
    case .expression(let expression):
      _ = try view(expression)
    case .conditional(let conditional):
      if let scope = try matching(conditional) { _ = try scope.build(conditional.then) }
      if let otherwise = conditional.otherwise { _ = try build(otherwise) }
    case .choice(let choice):
      for matched in try everyCase(of: choice) { _ = try matched.scope.build(matched.body) }
    case .assignment, .guarded, .returning, .constant, .variable, .loop, .throwing, .attempt,
      .whileLoop, .declaration:
      throw Self.statementInBuilder(item)
    }
  }

  /// The error of a statement written among views. (A `let` never gets here: the block takes
  /// it before building its views.)
  private static func statementInBuilder(_ item: Item) -> Diagnostic {
    switch item {
    case .guarded(let guarded):
      Diagnostic(
        message: "'guard' is not a view; use 'if' in a view builder", location: guarded.location)
    case .returning(_, let location):
      Diagnostic(message: "'return' is not a view", location: location)
    case .constant(_, _, _, let location):
      Diagnostic(message: "'let' names a value, not a view", location: location)
    case .variable(_, _, _, let location), .declaration(_, _, false, let location):
      Diagnostic(message: "'var' names a value, not a view", location: location)
    case .declaration(_, _, true, let location):
      Diagnostic(message: "'let' names a value, not a view", location: location)
    case .assignment(_, _, _, let location):
      Diagnostic(
        message: "an assignment is not a view; put it in an action closure", location: location)
    case .expression(let expression):
      Diagnostic(message: "expected a view", location: expression.location)
    case .conditional(let conditional):
      Diagnostic(message: "expected a view", location: conditional.location)
    case .choice(let choice):
      Diagnostic(message: "expected a view", location: choice.location)
    case .loop(let loop):
      // SwiftUI's `ViewBuilder` has no `buildArray`: Swift rejects a `for` among views.
      Diagnostic(
        message: "a 'for' loop is not a view; use ForEach in a view builder",
        location: loop.location)
    case .throwing(_, let location):
      Diagnostic(message: "'throw' is not a view; put it in an action closure", location: location)
    case .attempt(let attempt):
      Diagnostic(
        message: "'do' is not a view; put it in an action closure", location: attempt.location)
    case .whileLoop(let loop):
      Diagnostic(
        message: "a 'while' loop is not a view; use ForEach in a view builder",
        location: loop.location)
    }
  }

  /// The view an expression makes: a view's initializer, or a modifier applied to a view.
  func view(_ expression: Expression) throws(Diagnostic) -> any View {
    if case .identifier(let name) = expression.kind, let made = try computedView(name) {
      return made
    }
    if let made = try staticView(expression) { return made }
    guard case .call(let callee, let arguments) = expression.kind else {
      throw Diagnostic(
        message: "expected a view, such as Text(\"…\")", location: expression.location)
    }
    switch callee.kind {
    case .identifier(let name)
    where ShapeValue.typeNames.contains(name) || program.isCustomShape(name):
      // A shape drawn as a view, in the foreground style.
      return try shape(expression).view(nil)
    case .member(let base, let name) where ["fill", "stroke"].contains(name) && makesShape(base):
      return try paintedShape(base, name, arguments, at: callee.location)
    case .identifier(let name):
      if let function = function(named: name) {
        return try buildFunction(function, arguments, at: expression.location)
      }
      var call = Arguments(callee: name, arguments, at: expression.location)
      let made = try makeView(name, &call, onDelete: nil)
      try call.finish()
      return made
    case .member(let base, let name):
      var call = Arguments(callee: name, arguments, at: callee.location)
      let made: any View
      if name == "onDelete", case .call(let inner, _) = base.kind,
        case .identifier("ForEach") = inner.kind
      {
        made = try forEach(base, onDelete: try call.requiredClosure("perform"))
      } else {
        made = try modify(try modifiedView(base), name, &call)
      }
      try call.finish()
      return made
    default:
      throw Diagnostic(
        message: "expected a view, such as Text(\"…\")", location: expression.location)
    }
  }

  /// The views of a type's static view member (`PushButtonExample.contentView`,
  /// `RecipesExample.app(box: RecipeBox())`), run with `self` naming the type; `nil` when
  /// `expression` names none.
  private func staticView(_ expression: Expression) throws(Diagnostic) -> (any View)? {
    var arguments: [Argument]?
    var named = expression
    if case .call(let callee, let given) = expression.kind {
      named = callee
      arguments = given
    }
    guard case .member(let base, let name) = named.kind, case .identifier(let type) = base.kind,
      let members = program.typeMembers(of: type)
    else { return nil }
    let scope = Evaluator(program: program, checks: checks).with("self", .type(type))
    if let arguments {
      guard let function = members.staticFunctions.first(where: { $0.name == name && $0.isView })
      else { return nil }
      // The arguments are evaluated here, the call's scope; the body runs in the type's.
      let bound = try self.scope(
        calling: function, with: arguments, at: expression.location, from: scope)
      return try nested(name, at: expression.location) { () throws(Diagnostic) in
        try bound.build(function.body)
      }
    }
    guard let computed = members.staticViews.first(where: { $0.name == name }) else { return nil }
    return try nested(name, at: expression.location) { () throws(Diagnostic) in
      try scope.build(computed.body)
    }
  }

  /// The view a modifier applies to. When checking, a problem in it is reported and the
  /// modifier is checked on an empty view, so a misspelt modifier is reported beside a type
  /// error in the view it modifies, not hidden by it.
  private func modifiedView(_ base: Expression) throws(Diagnostic) -> any View {
    guard checks != nil else { return try view(base) }
    do throws(Diagnostic) {
      return try view(base)
    } catch {
      report(error)
      return EmptyView()
    }
  }

  private func forEach(_ call: Expression, onDelete: Closure) throws(Diagnostic) -> any View {
    guard case .call(_, let arguments) = call.kind else { return EmptyView() }
    var forEachCall = Arguments(callee: "ForEach", arguments, at: call.location)
    let made = try makeView("ForEach", &forEachCall, onDelete: onDelete)
    try forEachCall.finish()
    return made
  }

  /// A string-valued argument.
  ///
  /// A string literal given here is a view's title, so it may format numbers with
  /// `specifier:`, as a `LocalizedStringKey` may.
  func text(_ expression: Expression) throws(Diagnostic) -> String {
    var scope = self
    if case .literal(.string) = expression.kind { scope.allowsSpecifiers = true }
    return try scope.string(expression)
  }

  /// A string-valued argument that Swift types as a plain `String` (`Text(verbatim:)`): no
  /// format specifiers.
  func string(_ expression: Expression) throws(Diagnostic) -> String {
    let value = try evaluate(expression)
    guard case .string(let text) = value else {
      throw Diagnostic(
        message: "expected a String, found \(value.typeName)", location: expression.location)
    }
    return text
  }

  /// A binding argument to a value of `type` (`Bool` for a toggle), seen through `keyPath`.
  func binding<T>(_ expression: Expression, _ keyPath: WritableKeyPath<Value, T>, type: String)
    throws(Diagnostic) -> Binding<T>
  {
    let binding = try bindingArgument(expression)
    let current = binding.wrappedValue.typeName
    guard current == type else {
      throw Diagnostic(
        message: "cannot convert a binding to \(current) to the expected Binding<\(type)>",
        location: expression.location)
    }
    return binding[dynamicMember: keyPath]
  }

  /// A member name argument: `.leading`.
  ///
  /// A conditional chooses between two (`isOn ? .green : .red`); when checking, both are.
  func memberName(_ expression: Expression, among names: [String]) throws(Diagnostic) -> String {
    if case .ternary(let condition, let yes, let no) = expression.kind {
      let chosen = try truth(of: condition)
      if checks != nil { _ = try memberName(chosen ? no : yes, among: names) }
      return try memberName(chosen ? yes : no, among: names)
    }
    // A computed property of the view that gives one (`private var placement:
    // ToolbarItemPlacement { .navigationBarLeading }`) stands for what it gives.
    if case .identifier(let property) = expression.kind,
      let computed = view?.declaration.computed.first(where: { $0.name == property && !$0.isView }),
      computed.body.items.count == 1, case .expression(let given) = computed.body.items[0]
    {
      return try nested(property, at: expression.location) { () throws(Diagnostic) in
        try memberName(given, among: names)
      }
    }
    guard case .implicitMember(let name) = expression.kind else {
      throw Diagnostic(
        message: "expected one of \(names.map { "." + $0 }.joined(separator: ", "))",
        location: expression.location)
    }
    guard names.contains(name) else {
      let hint = didYouMean(name, among: names, prefix: ".")
      throw Diagnostic(message: "unknown value '.\(name)'\(hint)", location: expression.location)
    }
    return name
  }

  /// A number argument, as a `CGFloat`-like `Double`.
  func number(_ expression: Expression) throws(Diagnostic) -> Double {
    let value = try evaluate(expression)
    switch value {
    case .integer, .double: return value.double
    default:
      throw Diagnostic(
        message: "expected a number, found \(value.typeName)", location: expression.location)
    }
  }
}
