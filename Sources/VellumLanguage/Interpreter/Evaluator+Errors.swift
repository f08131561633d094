/// Errors as Swift throws and catches them ("Error Handling"): `throw` with a value of a type
/// that conforms to `Error`, `do`/`catch` with its clauses, and `try`, `try?` and `try!`.
/// A thrown error travels as a ``Diagnostic`` carrying the value, so one that nothing catches
/// is reported where it was thrown, as Swift stops at an error nothing catches.
extension Evaluator {
  /// `throw value`: an error the nearest `catch` or `try?` takes. When checking, the value is
  /// checked and the code after it is checked too.
  func runThrow(_ expression: Expression, at location: SourceLocation) throws(Diagnostic) {
    let value = try evaluate(expression)
    guard isError(value) else {
      throw Diagnostic(
        message: "thrown expression type '\(value.typeName)' does not conform to 'Error'",
        location: expression.location)
    }
    guard checks == nil else { return }
    throw Diagnostic(thrown: value, at: location)
  }

  /// Runs `attempt`'s body; an error it throws goes to the first clause that matches it, whose
  /// body runs with the error bound (`error`, or the clause's name). An error no clause
  /// matches goes on. Returns whether a `return` ended what ran. When checking, the body and
  /// every clause are checked, each with a sample error.
  func run(_ attempt: DoItem) throws(Diagnostic) -> Bool {
    guard checks == nil else {
      var returns = try run(attempt.body)
      for clause in attempt.clauses {
        var scope = with(clause.name ?? "error", sampleError(of: clause.type))
        if let pattern = clause.pattern {
          scope = try matching(pattern, sampleError(matching: pattern)) ?? scope
        }
        _ = try clause.condition.map(scope.truth(of:))
        returns = try scope.run(clause.body) && returns
      }
      return returns
    }
    do throws(Diagnostic) {
      return try run(attempt.body)
    } catch {
      guard let thrown = error.thrown else { throw error }
      for clause in attempt.clauses {
        if let scope = try handling(thrown, in: clause) { return try scope.run(clause.body) }
      }
      throw error
    }
  }

  /// The scope `clause` runs in when it takes `error`; `nil` when it does not match.
  private func handling(_ error: Value, in clause: DoItem.Clause) throws(Diagnostic)
    -> Evaluator?
  {
    if let type = clause.type, program.resolved(type).named != error.typeName { return nil }
    if let pattern = clause.pattern, !couldMatch(pattern, error) { return nil }
    let scope =
      try clause.pattern.map { (pattern) throws(Diagnostic) in
        try matching(pattern, error)
      } ?? with(clause.name ?? "error", error)
    guard let scope, try clause.condition.map(scope.truth(of:)) ?? true else { return nil }
    return scope
  }

  /// Whether `error` is of the enum a case pattern names, so matching it means something: a
  /// pattern of another error type does not match, as a `catch` tests an `any Error`.
  private func couldMatch(_ pattern: CasePattern, _ error: Value) -> Bool {
    guard case .enumCase(let type, _, _) = error else { return pattern.elements == nil }
    guard let name = pattern.caseName else { return true }
    if case .member(let base, _) = pattern.value.kind, case .identifier(let named) = base.kind,
      named != type
    {
      return false
    }
    return program.enums[type]?.cases.contains(name) == true
  }

  /// `try? value`: the value, or `nil` when evaluating it throws an error.
  func attempting(_ expression: Expression) throws(Diagnostic) -> Value {
    do throws(Diagnostic) {
      return try evaluate(expression)
    } catch {
      guard error.thrown != nil else { throw error }
      return .none
    }
  }

  /// Whether `value` may be thrown: an instance of a type that conforms to `Error` (or
  /// `LocalizedError`).
  private func isError(_ value: Value) -> Bool {
    let conformances =
      program.enums[value.typeName]?.conformances ?? program.records[value.typeName]?.conformances
      ?? []
    return conformances.contains("Error") || conformances.contains("LocalizedError")
  }

  /// An error of the type a `catch` pattern names (`SafeError.locked`, or the one error type
  /// with a case `.locked`), for checking the clause.
  private func sampleError(matching pattern: CasePattern) -> Value {
    switch pattern.value.kind {
    case .member(let base, _):
      if case .identifier(let type) = base.kind { return sampleError(of: .named(type)) }
    case .implicitMember(let name):
      if let owner = program.file.enums.first(where: { $0.cases.contains(name) }) {
        return sampleError(of: .named(owner.name))
      }
    default: break
    }
    return sampleError(of: nil)
  }

  /// An error of `type` (or of the program's first error type) for checking a `catch`.
  private func sampleError(of type: TypeName?) -> Value {
    if let type, let sample = program.sample(of: type) { return sample }
    let errorType = program.file.enums.first {
      $0.conformances.contains("Error") || $0.conformances.contains("LocalizedError")
    }
    return errorType.flatMap { program.sample(of: .named($0.name)) } ?? .none
  }
}
