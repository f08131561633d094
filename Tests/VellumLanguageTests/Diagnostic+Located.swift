import VellumLanguage

extension Diagnostic {
  /// The diagnostic as the tests compare it: `line:column: message`.
  var located: String { "\(location.line):\(location.column): \(message)" }
}
