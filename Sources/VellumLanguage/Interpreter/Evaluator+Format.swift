import Foundation

/// `\(value, specifier: "%.2f")` in a view's title: a number formatted as SwiftUI's
/// `LocalizedStringKey` formats it, with a `printf` specifier in the POSIX locale.
extension Evaluator {
  /// `value` formatted by `specifier`, after checking the specifier is one a number takes and
  /// that it matches the value's type (`%d` for an `Int`, `%f` for a `Double`), so the text is
  /// the one the compiled Swift shows.
  func formatted(_ value: Value, specifier: String, at location: SourceLocation)
    throws(Diagnostic) -> String
  {
    guard allowsSpecifiers else {
      throw Diagnostic(
        message: "a format specifier is only allowed in a view's title, such as "
          + "Text(\"\\(ratio, specifier: \"%.1f\")\")", location: location)
    }
    guard let conversion = Self.conversion(of: specifier) else {
      throw Diagnostic(
        message: "'\(specifier)' is not a number specifier such as %d, %.2f or %05.1f",
        location: location)
    }
    let posix = Locale(identifier: "en_US_POSIX")
    switch (conversion, value) {
    case (.integer, .integer(let number)): return String(format: specifier, locale: posix, number)
    case (.floatingPoint, .double(let number)):
      return String(format: specifier, locale: posix, number)
    default:
      let wanted = conversion == .integer ? "an Int" : "a Double"
      throw Diagnostic(
        message: "'\(specifier)' formats \(wanted), not \(value.typeName)", location: location)
    }
  }

  /// `String(format: "%02d:%02d", minutes, seconds)`: the format's number specifiers filled
  /// with the arguments in order, in the POSIX locale (as `String(format:)` without a locale
  /// formats), `%%` a percent sign.
  func stringFormat(_ arguments: [Argument], at location: SourceLocation) throws(Diagnostic)
    -> Value
  {
    var call = Arguments(callee: "String", arguments, at: location)
    let format = try string(try call.required("format"))
    var values: [Value] = []
    while let argument = call.optional(nil) { values.append(try evaluate(argument)) }
    try call.finish()
    var scope = self
    scope.allowsSpecifiers = true
    var result = ""
    var rest = Substring(format)
    var remaining = values[...]
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      rest = rest[percent...]
      if rest.hasPrefix("%%") {
        result += "%"
        rest = rest.dropFirst(2)
        continue
      }
      let end = rest.dropFirst().firstIndex { $0.isLetter && !"lh".contains($0) } ?? rest.endIndex
      let specifier = String(rest[..<(end == rest.endIndex ? end : rest.index(after: end))])
      guard let value = remaining.popFirst() else {
        throw Diagnostic(
          message: "'\(specifier)' in the format has no argument", location: location)
      }
      result += try scope.formatted(value, specifier: specifier, at: location)
      rest = rest.dropFirst(specifier.count)
    }
    guard remaining.isEmpty else {
      throw Diagnostic(
        message: "the format has \(values.count - remaining.count) specifiers for "
          + "\(values.count) arguments", location: location)
    }
    return .string(result + rest)
  }

  private enum Conversion { case integer, floatingPoint }

  /// The kind of number `specifier` formats: `%[flags][width][.precision][l|ll]conversion`
  /// with one of `d i u x X o` (integers) or `f F e E g G` (floating point); `nil` for anything
  /// else, so no specifier can read a value as a pointer.
  private static func conversion(of specifier: String) -> Conversion? {
    var rest = Substring(specifier)
    guard rest.first == "%" else { return nil }
    rest = rest.dropFirst().drop { "-+ 0#".contains($0) }
    rest = rest.drop { $0.isASCII && $0.isNumber }
    if rest.first == "." {
      rest = rest.dropFirst()
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty else { return nil }
      rest = rest.dropFirst(digits.count)
    }
    let integerLengths: [Substring] = ["", "l", "ll"]
    for length in integerLengths {
      for conversion in "diuxXo" where rest == length + String(conversion) { return .integer }
    }
    return rest.count == 1 && "fFeEgG".contains(rest.first!) ? .floatingPoint : nil
  }
}
