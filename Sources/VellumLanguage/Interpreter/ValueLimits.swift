/// How large a value the interpreter builds: a string of at most a million bytes of UTF-8 and
/// an array of at most 100,000 elements. A program that grows a value past them (a string that
/// doubles on every tap) gets a located error instead of exhausting the machine's memory.
///
/// ```swift
/// try ValueLimits.checked(.string(text), at: location)
/// ```
enum ValueLimits {
  /// The longest string, in bytes of UTF-8.
  static let maximumStringBytes = 1_000_000
  /// The most elements an array holds.
  static let maximumElements = 100_000

  /// `value`, unless it is a string or an array beyond the limits.
  static func checked(_ value: Value, at location: SourceLocation) throws(Diagnostic) -> Value {
    switch value {
    case .string(let text) where text.utf8.count > maximumStringBytes:
      throw Diagnostic(
        message:
          "this string would be \(text.utf8.count) bytes long, more than the "
          + "\(maximumStringBytes) a value may hold",
        location: location)
    case .array(let values) where values.count > maximumElements:
      throw Diagnostic(
        message:
          "this array would hold \(values.count) elements, more than the \(maximumElements) a "
          + "value may hold",
        location: location)
    default:
      return value
    }
  }
}
