import VellumLanguage

extension Diagnostic {
  /// The diagnostic as the tests compare it: `line:column: message`.
  var located: String { "\(location.line):\(location.column): \(message)" }
}

/// The problems the parser, or else the checker, finds in `source`, each as
/// `line:column: message`.
@MainActor
func problems(in source: String) -> [String] {
  do {
    return Checker.check(try Program(source: source)).map(\.located)
  } catch {
    return error.diagnostics.map(\.located)
  }
}
