import Foundation

extension Evaluator {
  /// Runs an action's statements in order.
  /// When checking, every statement is visited and each problem reported, and nothing changes.
  /// Runs an action's statements in order; returns whether a `return` ended them. A `let`
  /// names a value for the statements after it; a `guard` whose condition fails runs its
  /// `else`, which must return.
  @discardableResult
  func run(_ block: Block) throws(Diagnostic) -> Bool {
    var scope = self
    // When checking, every statement is checked, and the block counts as returning when one of
    // its statements always does.
    var returns = false
    for item in block.items {
      do throws(Diagnostic) {
        switch item {
        case .constant(let name, let type, let value, _):
          scope = scope.with(name, try scope.evaluate(value, as: type))
        case .variable(let name, let type, let value, _):
          scope = scope.with(variable: name, try scope.evaluate(value, as: type), type: type)
        case .declaration(let name, let type, let isConstant, _):
          scope = scope.with(declared: name, type: type, isConstant: isConstant)
        case .guarded(let guarded):
          guard let passed = try scope.passing(guarded) else { return true }
          scope = passed
        default:
          if try scope.run(item) {
            guard checks != nil else { return true }
            returns = true
          }
        }
      } catch {
        guard checks != nil else { throw error }
        report(error)
      }
    }
    return returns
  }

  /// The scope after `guarded` (its conditions' names bound), or `nil` when its conditions
  /// failed and its `else` ran, which must return. When checking, the `else` is checked
  /// either way.
  func passing(_ guarded: GuardItem) throws(Diagnostic) -> Evaluator? {
    let passed = try matching(
      IfItem(
        conditions: guarded.conditions, then: guarded.otherwise, otherwise: nil,
        location: guarded.location))
    if passed == nil || checks != nil {
      guard try run(guarded.otherwise) else {
        throw Diagnostic(
          message: "the 'else' of 'guard' must end with 'return'", location: guarded.location)
      }
    }
    return passed
  }

  /// Runs one statement; returns whether it returned.
  func run(_ item: Item) throws(Diagnostic) -> Bool {
    switch item {
    case .constant, .variable, .guarded, .declaration:
      return false
    case .returning(let value, let location):
      switch (value, returned) {
      case (let value?, let returned?): returned.value = try evaluate(value)
      case (nil, nil): break
      case (_?, nil):
        throw Diagnostic(
          message: "an action returns nothing; write 'return' alone", location: location)
      case (nil, _?):
        throw Diagnostic(
          message: "'return' here must give the value; write 'return value'", location: location)
      }
      return true
    case .assignment(let target, let op, let value, let location):
      var result = try assigned(value, to: target)
      if op != "=" {
        result = try Arithmetic.apply(
          String(op.dropLast()), try evaluate(target), result, at: location)
      }
      try store(result, into: target, at: location)
      return false
    case .expression(let expression):
      try runCall(expression)
      return false
    case .conditional(let conditional):
      if checks != nil {
        let returns = try matching(conditional).map { (scope) throws(Diagnostic) in
          try scope.run(conditional.then)
        }
        let otherwiseReturns = try conditional.otherwise.map { (block) throws(Diagnostic) in
          try run(block)
        }
        return (returns ?? false) && (otherwiseReturns ?? false)
      } else if let scope = try matching(conditional) {
        return try scope.run(conditional.then)
      } else if let otherwise = conditional.otherwise {
        return try run(otherwise)
      }
      return false
    case .choice(let choice):
      if checks != nil {
        var all = true
        for matched in try everyCase(of: choice) {
          all = try matched.scope.run(matched.body) && all
        }
        return all
      } else if let matched = try matchingCase(of: choice) {
        return try matched.scope.run(matched.body)
      }
      return false
    case .loop(let loop):
      return try run(loop)
    case .throwing(let value, let location):
      // Like `return`, a `throw` ends the block (when checking, the code after it is checked).
      try runThrow(value, at: location)
      return true
    case .attempt(let attempt):
      return try run(attempt)
    case .whileLoop(let loop):
      return try run(loop)
    }
  }

  /// Runs a `while` loop; returns whether a `return` ended it. Its turns count against the
  /// budget of the loops around it, as a `for` loop's do. When checking, the conditions and
  /// the body are checked once.
  private func run(_ loop: WhileItem) throws(Diagnostic) -> Bool {
    if Self.loopDepth == 0 { Self.iterations = 0 }
    Self.loopDepth += 1
    defer { Self.loopDepth -= 1 }
    let test = IfItem(
      conditions: loop.conditions, then: loop.body, otherwise: nil, location: loop.location)
    while let scope = try matching(test) {
      Self.iterations += 1
      guard Self.iterations <= Self.maximumIterations else {
        throw Diagnostic(
          message: "these loops run more than \(Self.maximumIterations) times in all",
          location: loop.location)
      }
      if try scope.run(loop.body), checks == nil { return true }
      if checks != nil { break }
    }
    return false
  }

  /// Runs a `for` loop over a copy of its sequence, as Swift iterates; returns whether a
  /// `return` ended it. When checking, the body is checked once, with the first element.
  private func run(_ loop: ForItem) throws(Diagnostic) -> Bool {
    let elements: [Value]
    switch try evaluate(loop.sequence) {
    case .array(let values): elements = values
    case .range(let range):
      guard range.count <= Self.maximumIterations else {
        throw Diagnostic(
          message: "these loops run more than \(Self.maximumIterations) times in all",
          location: loop.location)
      }
      elements = range.map { .integer($0) }
    case .offsets(let offsets):
      // `for index in indexSet`: the offsets in increasing order, as `IndexSet` gives them.
      elements = offsets.map { .integer($0) }
    case let other:
      throw Diagnostic(
        message: "'for' needs an array, a range or an IndexSet, found \(other.typeName)",
        location: loop.sequence.location)
    }
    // The budget is the outermost loop's: every evaluation of a body or a value starts afresh.
    if Self.loopDepth == 0 { Self.iterations = 0 }
    Self.loopDepth += 1
    defer { Self.loopDepth -= 1 }
    for element in checks == nil ? elements[...] : elements.prefix(1) {
      Self.iterations += 1
      guard Self.iterations <= Self.maximumIterations else {
        throw Diagnostic(
          message: "these loops run more than \(Self.maximumIterations) times in all",
          location: loop.location)
      }
      let scope = try bind(loop.names, to: element, at: loop.location)
      if let filter = loop.filter {
        guard case .boolean(let passes) = try scope.evaluate(filter) else {
          throw Diagnostic(
            message: "the 'where' of 'for' must be a Bool", location: filter.location)
        }
        if !passes, checks == nil { continue }
      }
      if try scope.run(loop.body), checks == nil { return true }
    }
    return false
  }

  /// The evaluator with a `for` pattern's names bound to `element`: the element itself to one
  /// name, or a tuple's values by position to a tuple pattern's names; `_` binds nothing.
  private func bind(_ names: [String], to element: Value, at location: SourceLocation)
    throws(Diagnostic) -> Evaluator
  {
    var values = [element]
    if names.count > 1 {
      guard case .record(_, let fields) = element, fields.count == names.count else {
        throw Diagnostic(
          message: "a pattern of \(names.count) names cannot take \(element.typeName)",
          location: location)
      }
      values = fields.map(\.value)
    }
    var scope = self
    for (name, value) in zip(names, values) where name != "_" { scope = scope.with(name, value) }
    return scope
  }

  /// The evaluator with the `if`'s `let` names bound, when all its conditions hold. When
  /// checking, every condition is evaluated (so each is type-checked) and a `let` of `nil` is
  /// bound to a sample of the property's declared type; `nil` when that type is unknown.
  func matching(_ conditional: IfItem) throws(Diagnostic) -> Evaluator? {
    var scope = self
    for condition in conditional.conditions {
      switch condition {
      case .expression(let expression):
        guard try scope.truth(of: expression) || checks != nil else { return nil }
      case .pattern(let pattern, let value):
        let subject = try scope.evaluate(value)
        guard let matched = try scope.matching(pattern, subject) else { return nil }
        scope = matched
      case .binding(let name, let value):
        var unwrapped = try scope.evaluate(value)
        if unwrapped == .none {
          guard checks != nil, let sample = sample(forUnwrapping: value) else { return nil }
          unwrapped = sample
        }
        scope = scope.with(name, unwrapped)
      }
    }
    return scope
  }

  /// A sample of the declared type of the property `expression` names, if it names one.
  private func sample(forUnwrapping expression: Expression) -> Value? {
    guard case .identifier(let property) = expression.kind,
      let type = view?.declaration.properties.first(where: { $0.name == property })?.type
    else { return nil }
    return program.sample(of: type)
  }

  /// The value an assignment to `target` stores: `value`, an implicit member (`.iso8601`) looked
  /// up in the enum `target` holds a case of, as Swift infers it from the target's type.
  private func assigned(_ value: Expression, to target: Expression) throws(Diagnostic) -> Value {
    // A target not yet set (`let mode: Mode` before `mode = .fast`) says no type here.
    guard case .implicitMember(let name) = value.kind,
      case .enumCase(let type, _, _)? = try? evaluate(target)
    else { return try evaluate(value) }
    if let cases = Self.dateStrategies[type] {
      guard cases.contains(name) else {
        throw Diagnostic(
          message: "type '\(type)' has no case '\(name)'\(didYouMean(name, among: cases))",
          location: value.location)
      }
      return .enumCase(type: type, name: name)
    }
    return try member(name, of: .type(type), at: value.location)
  }

  /// Stores `value` at `target`, updating the array or record around it.
  func store(_ value: Value, into target: Expression, at location: SourceLocation)
    throws(Diagnostic)
  {
    switch target.kind {
    case .identifier("_"):
      // `_ = value` evaluates the value and discards it, as in Swift.
      break
    case .identifier(let name):
      try assign(name, value, at: location)
    case .subscripted(let base, let index):
      let array = try evaluate(base)
      let position = try evaluate(index)
      _ = try element(of: array, at: position, location: target.location)  // an Int in range
      guard case .array(var values) = array, case .integer(let offset) = position else { return }
      values[offset] = value
      try store(.array(values), into: base, at: location)
    case .member(let base, let name) where base.isSelf && building != nil:
      try building?.set(name, to: value, program: program, at: location)
    case .member(let base, let name) where base.isSelf && isInViewCode:
      try assign(name, value, at: location)
    case .member(let base, let name):
      let current = try evaluate(base)
      if case .object(let object) = current {
        try set(name, of: object, to: value, at: location)
        return
      }
      if case .binding(let held) = current, name == "wrappedValue" {
        if checks == nil { held.binding.wrappedValue = value }
        return
      }
      guard case .record(let type, var fields) = current,
        let position = fields.firstIndex(where: { $0.name == name })
      else {
        throw Diagnostic(
          message: "cannot assign to the member '\(name)'", location: target.location)
      }
      fields[position].value = value
      try store(.record(type: type, fields: fields), into: base, at: location)
    default:
      throw Diagnostic(message: "cannot assign to this expression", location: target.location)
    }
  }
}
