import Foundation
import Vellum

/// `Text(value, format: style)` with Foundation's format styles, which Vellum's `Text` applies
/// in the environment's locale, time zone and calendar (never the machine's): `.iso8601` and
/// `.dateTime` for a `Date`, `.number`, `.percent` and `.currency(code:)` for a number.
///
/// ```swift
/// Text(entry.date, format: .iso8601)          // "2024-01-01T08:00:00Z"
/// Text(0.25, format: .percent)                // "25%"
/// ```
extension Evaluator {
  /// A `Text` showing `value` formatted by the style `format` names.
  func formattedText(_ value: Expression, format: Expression) throws(Diagnostic) -> Text {
    let input = try evaluate(value)
    let (style, arguments): (String, [Argument]) =
      switch format.kind {
      case .implicitMember(let name): (name, [])
      case .call(let callee, let arguments):
        if case .implicitMember(let name) = callee.kind { (name, arguments) } else { ("", []) }
      default: ("", [])
      }
    var call = Arguments(callee: style, arguments, at: format.location)
    switch (input, style) {
    case (.date(let date), "iso8601"):
      try call.finish()
      return Text(date, format: Date.ISO8601FormatStyle())
    case (.date(let date), "dateTime"):
      try call.finish()
      return Text(date, format: Date.FormatStyle.dateTime)
    case (.integer(let number), "number"):
      try call.finish()
      return Text(number, format: IntegerFormatStyle<Int>.number)
    case (.double(let number), "number"):
      try call.finish()
      return Text(number, format: FloatingPointFormatStyle<Double>.number)
    case (.integer(let number), "percent"):
      try call.finish()
      return Text(number, format: IntegerFormatStyle<Int>.Percent.percent)
    case (.double(let number), "percent"):
      try call.finish()
      return Text(number, format: FloatingPointFormatStyle<Double>.Percent.percent)
    case (.integer, "currency"), (.double, "currency"):
      let code = try string(try call.required("code"))
      try call.finish()
      return Text(input.double, format: FloatingPointFormatStyle<Double>.Currency(code: code))
    default:
      throw Diagnostic(
        message: "the format '\(style.isEmpty ? "…" : "." + style)' of a \(input.typeName) is not "
          + "interpreted; use .iso8601 or .dateTime for a Date, .number, .percent or "
          + ".currency(code:) for a number", location: format.location)
    }
  }
}
