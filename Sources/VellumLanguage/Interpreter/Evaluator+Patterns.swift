/// `switch` cases and enum cases with associated values: which case a value matches, the
/// names a pattern binds, and making a case with its values (`.collection("Desserts")`), as
/// The Swift Programming Language describes them ("Enumerations", "Associated Values";
/// "Patterns", "Enumeration Case Pattern").
extension Evaluator {
  /// A case of `choice` with the scope its body runs in: the pattern's names bound.
  typealias MatchedCase = (body: Block, scope: Evaluator)

  /// The first case of `choice` whose pattern matches, or `default`; `nil` when none does.
  func matchingCase(of choice: SwitchItem) throws(Diagnostic) -> MatchedCase? {
    let subject = try evaluate(choice.subject)
    for entry in choice.cases {
      if entry.patterns.isEmpty { return (entry.body, self) }
      for pattern in entry.patterns {
        if let scope = try match(pattern, subject),
          try pattern.condition.map({ (condition) throws(Diagnostic) in
            try scope.truth(of: condition)
          }) ?? true
        {
          return (entry.body, scope)
        }
      }
    }
    return nil
  }

  /// For checking a `switch`: every case, its names bound to samples of their types, and the
  /// cases checked to be exhaustive as Swift requires — every case of an enum (a case with
  /// values covered by a pattern that binds or ignores all of them), `true` and `false` of a
  /// `Bool`, or a `default`.
  func everyCase(of choice: SwitchItem) throws(Diagnostic) -> [MatchedCase] {
    let subject = try evaluate(choice.subject)
    var covered: Set<Value> = []
    var coveredCases: Set<String> = []
    var matched: [MatchedCase] = []
    for entry in choice.cases {
      var scope = self
      for pattern in entry.patterns {
        if let tuple = pattern.tuple {
          let tupleScope =
            try scope.matching(tuple, subject, at: pattern.value.location) ?? scope
          _ = try pattern.condition.map(tupleScope.truth(of:))
          scope = tupleScope
          continue
        }
        if let name = bareCaseWithValues(pattern, of: subject) {
          if pattern.condition == nil { coveredCases.insert(name) }
          _ = try pattern.condition.map(scope.truth(of:))
          continue
        }
        guard let elements = pattern.elements else {
          let value = try value(of: pattern.value, matching: subject)
          if pattern.condition == nil { covered.insert(value) }
          _ = try pattern.condition.map(scope.truth(of:))
          continue
        }
        let (name, values) = try enumCasePattern(pattern, matching: subject)
        let patternScope = try scope.bindingSamples(elements, values)
        _ = try pattern.condition.map(patternScope.truth(of:))
        if pattern.condition == nil,
          elements.allSatisfy({ if case .value = $0 { false } else { true } })
        {
          coveredCases.insert(name)
        }
        scope = patternScope
      }
      matched.append((entry.body, scope))
    }
    guard !choice.cases.contains(where: \.patterns.isEmpty) else { return matched }
    let missing: [String]
    switch subject {
    case .enumCase(let type, _, _):
      let cases = program.enums[type]?.cases ?? []
      missing = cases.filter {
        !coveredCases.contains($0) && !covered.contains(.enumCase(type: type, name: $0))
      }.map { "." + $0 }
    case .boolean:
      missing = [true, false].filter { !covered.contains(.boolean($0)) }.map { "\($0)" }
    default:
      missing = ["default"]
    }
    guard missing.isEmpty else {
      throw Diagnostic(
        message:
          "switch must be exhaustive; add "
          + (missing == ["default"]
            ? "a 'default' case" : "cases for " + missing.joined(separator: ", ")),
        location: choice.location)
    }
    return matched
  }

  /// The scope with `pattern`'s names bound when `subject` matches it (`if case`); when
  /// checking, the names bound to samples of their types whether or not it matches.
  func matching(_ pattern: CasePattern, _ subject: Value) throws(Diagnostic) -> Evaluator? {
    if let tuple = pattern.tuple {
      return try matching(tuple, subject, at: pattern.value.location)
    }
    guard checks != nil, let elements = pattern.elements else { return try match(pattern, subject) }
    let (_, values) = try enumCasePattern(pattern, matching: subject)
    return try bindingSamples(elements, values)
  }

  /// The scope with a tuple pattern's names bound when `subject`, a tuple of as many elements,
  /// matches it element by element; `nil` otherwise. When checking, the names are bound and the
  /// values evaluated whether or not it matches.
  private func matching(
    _ tuple: [CasePattern.Element], _ subject: Value, at location: SourceLocation
  ) throws(Diagnostic) -> Evaluator? {
    guard case .record(Value.tupleType, let fields) = subject, fields.count == tuple.count else {
      throw Diagnostic(
        message: "a tuple pattern of \(tuple.count) elements cannot match a value of type "
          + "'\(subject.typeName)'", location: location)
    }
    var scope = self
    for (element, field) in zip(tuple, fields) {
      switch element {
      case .bind(let bound): scope = scope.with(bound, field.value)
      case .wildcard: break
      case .value(let expression):
        guard try patternMatches(try evaluate(expression), field.value) || checks != nil else {
          return nil
        }
      }
    }
    return scope
  }

  /// Whether a pattern's value matches `subject`, as Swift's `~=` does: equal, or a range that
  /// contains it (`case 11...13:`).
  private func patternMatches(_ value: Value, _ subject: Value) throws(Diagnostic) -> Bool {
    if case .range(let range) = value, case .integer(let number) = subject {
      return range.contains(number)
    }
    return value == subject
  }

  /// The scope with `elements`' names bound to samples of the types of `values`, the case's
  /// associated values, and the values they must equal evaluated, for checking.
  private func bindingSamples(_ elements: [CasePattern.Element], _ values: [AssociatedValue])
    throws(Diagnostic) -> Evaluator
  {
    var scope = self
    for (element, value) in zip(elements, values) {
      switch element {
      case .bind(let bound): scope = scope.with(bound, program.sample(of: value.type) ?? .none)
      case .value(let expression): _ = try evaluate(expression)
      case .wildcard: break
      }
    }
    return scope
  }

  /// The case a pattern names without elements (`case .collection:`) when the subject's enum
  /// gives it associated values: the pattern matches the case whatever its values, as in Swift.
  private func bareCaseWithValues(_ pattern: CasePattern, of subject: Value) -> String? {
    guard pattern.elements == nil, case .enumCase(let type, _, _) = subject,
      let name = pattern.caseName, program.enums[type]?.associatedValues[name] != nil
    else { return nil }
    return name
  }

  /// The scope with `pattern`'s names bound when `subject` matches it; `nil` otherwise.
  private func match(_ pattern: CasePattern, _ subject: Value) throws(Diagnostic) -> Evaluator? {
    if let tuple = pattern.tuple {
      return try matching(tuple, subject, at: pattern.value.location)
    }
    if let name = bareCaseWithValues(pattern, of: subject) {
      guard case .enumCase(_, name, _) = subject else { return nil }
      return self
    }
    guard let elements = pattern.elements else {
      return try patternMatches(try value(of: pattern.value, matching: subject), subject)
        ? self : nil
    }
    let (name, _) = try enumCasePattern(pattern, matching: subject)
    guard case .enumCase(_, name, let values) = subject else { return nil }
    var scope = self
    for (element, field) in zip(elements, values) {
      switch element {
      case .bind(let bound): scope = scope.with(bound, field.value)
      case .wildcard: break
      case .value(let expression):
        guard try patternMatches(try evaluate(expression), field.value) else { return nil }
      }
    }
    return scope
  }

  /// The case an enum case pattern names and the subject's enum declares, with its associated
  /// values; an error when the enum has no such case or the elements do not match its values.
  private func enumCasePattern(_ pattern: CasePattern, matching subject: Value)
    throws(Diagnostic) -> (name: String, values: [AssociatedValue])
  {
    guard let name = pattern.caseName else {
      throw Diagnostic(message: "expected an enum case pattern", location: pattern.value.location)
    }
    guard case .enumCase(let type, _, _) = subject, let decl = program.enums[type],
      decl.cases.contains(name)
    else {
      throw Diagnostic(
        message: "pattern '.\(name)(…)' does not match a value of type '\(subject.typeName)'",
        location: pattern.value.location)
    }
    let values = decl.associatedValues[name] ?? []
    guard values.count == pattern.elements?.count else {
      throw Diagnostic(
        message: "'.\(name)' has \(values.count) associated "
          + (values.count == 1 ? "value" : "values") + "; the pattern has "
          + "\(pattern.elements?.count ?? 0)",
        location: pattern.value.location)
    }
    return (name, values)
  }

  /// A value pattern's value: `.name` is a case of the subject's enum.
  private func value(of pattern: Expression, matching subject: Value) throws(Diagnostic) -> Value {
    guard case .implicitMember(let name) = pattern.kind, case .enumCase(let type, _, _) = subject
    else {
      return try evaluate(pattern)
    }
    return try enumCase(name, of: type, at: pattern.location)
  }

  /// The case `name` of the enum `type`, which must have no associated values.
  func enumCase(_ name: String, of type: String, at location: SourceLocation) throws(Diagnostic)
    -> Value
  {
    guard let decl = program.enums[type], decl.cases.contains(name) else {
      throw Diagnostic(message: "type '\(type)' has no case '\(name)'", location: location)
    }
    if let values = decl.associatedValues[name] {
      throw Diagnostic(
        message: "'.\(name)' has associated values; write '.\(name)("
          + values.map { ($0.label.map { $0 + ": " } ?? "") + "…" }.joined(separator: ", ") + ")'",
        location: location)
    }
    return .enumCase(type: type, name: name)
  }

  /// `Type.name`: the case `name` of the enum `type`, or for a case with associated values the
  /// function that makes it (`recipeBox.collections.map(SidebarItem.collection)`).
  func enumMemberValue(_ name: String, of type: String, at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    if program.enums[type]?.associatedValues[name] != nil {
      return .function(FunctionValue(enumCase: name, of: type, in: self))
    }
    return try enumCase(name, of: type, at: location)
  }

  /// `.name(arguments)` or `Type.name(arguments)`: the case `name` of the enum `type` with its
  /// associated values, each argument labelled as the case declares it and of its type.
  func enumCase(
    _ name: String, of type: String, _ arguments: [Argument], at location: SourceLocation
  ) throws(Diagnostic) -> Value {
    guard let values = program.enums[type]?.associatedValues[name] else {
      throw Diagnostic(
        message: "enum case '\(name)' of '\(type)' has no associated values; write '.\(name)'",
        location: location)
    }
    for (argument, declared) in zip(arguments, values) where argument.label != declared.label {
      throw Diagnostic(
        message: "incorrect argument label in '.\(name)' (have '\(argument.label ?? "_"):', "
          + "expected '\(declared.label ?? "_"):')",
        location: argument.value.location)
    }
    var given: [Value] = []
    for argument in arguments { given.append(try evaluate(argument.value)) }
    return try enumCase(
      name, of: type, values: given, locations: arguments.map(\.value.location), at: location)
  }

  /// The case `name` of the enum `type` made from `given`, its associated values in order,
  /// each converted to its declared type; `locations` are the arguments', for messages (`nil`
  /// when the case is called as a function value).
  func enumCase(
    _ name: String, of type: String, values given: [Value], locations: [SourceLocation]?,
    at location: SourceLocation
  ) throws(Diagnostic) -> Value {
    let values = program.enums[type]?.associatedValues[name] ?? []
    guard given.count == values.count else {
      throw Diagnostic(
        message: "'.\(name)' takes \(values.count) associated "
          + (values.count == 1 ? "value" : "values") + ", given \(given.count)",
        location: location)
    }
    var fields: [Value.Field] = []
    for (index, (value, declared)) in zip(given, values).enumerated() {
      let converted = try program.conforming(
        value, to: declared.type, at: locations?[index] ?? location)
      fields.append(Value.Field(name: declared.label ?? "", value: converted))
    }
    return .enumCase(type: type, name: name, values: fields)
  }
}
