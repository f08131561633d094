import Foundation

/// `Date` as Foundation gives it to view code: made from a time interval or now, read as its
/// intervals, moved by seconds and ordered. A date shows as `String(describing:)` writes it, in
/// UTC (`2026-05-28 20:26:40 +0000`), so what a file renders does not depend on the machine.
///
/// ```swift
/// @State private var due = Date(timeIntervalSince1970: 1_780_000_000)
/// Text("\(due.addingTimeInterval(3600))")
/// ```
extension Evaluator {
  /// `Date(…)`: `Date()` (now), `Date(timeIntervalSince1970:)`,
  /// `Date(timeIntervalSinceReferenceDate:)` or `Date(timeIntervalSinceNow:)`.
  func date(_ arguments: [Argument], at location: SourceLocation) throws(Diagnostic) -> Value {
    var call = Arguments(callee: "Date", arguments, at: location)
    let made: Date
    if let seconds = call.optional("timeIntervalSince1970") {
      made = Date(timeIntervalSince1970: try number(seconds))
    } else if let seconds = call.optional("timeIntervalSinceReferenceDate") {
      made = Date(timeIntervalSinceReferenceDate: try number(seconds))
    } else if let seconds = call.optional("timeIntervalSinceNow") {
      made = Date(timeIntervalSinceNow: try number(seconds))
    } else {
      made = Date()
    }
    try call.finish()
    return .date(made)
  }

  /// `Date.now`, `Date.distantPast` or `Date.distantFuture`.
  func dateMember(_ name: String, at location: SourceLocation) throws(Diagnostic) -> Value {
    switch name {
    case "now": return .date(Date())
    case "distantPast": return .date(.distantPast)
    case "distantFuture": return .date(.distantFuture)
    default:
      throw Diagnostic(
        message: "type 'Date' has no member '\(name)'"
          + didYouMean(name, among: ["now", "distantPast", "distantFuture"]),
        location: location)
    }
  }

  /// `date.name`: its `timeIntervalSince1970` or `timeIntervalSinceReferenceDate`.
  func member(_ name: String, of date: Date, at location: SourceLocation) throws(Diagnostic)
    -> Value
  {
    switch name {
    case "timeIntervalSince1970": return .double(date.timeIntervalSince1970)
    case "timeIntervalSinceReferenceDate": return .double(date.timeIntervalSinceReferenceDate)
    case "description": return .string(date.description)
    default:
      throw Diagnostic(
        message: "value of type 'Date' has no member '\(name)'"
          + didYouMean(
            name, among: ["timeIntervalSince1970", "timeIntervalSinceReferenceDate", "description"]),
        location: location)
    }
  }

  /// `date.addingTimeInterval(seconds)` or `date.timeIntervalSince(other)`; `nil` for any other
  /// method.
  func dateMethod(_ name: String, of date: Date, _ call: inout Arguments) throws(Diagnostic)
    -> Value?
  {
    switch name {
    case "addingTimeInterval":
      return .date(date.addingTimeInterval(try number(try call.required(nil))))
    case "timeIntervalSince":
      let other = try call.required(nil)
      guard case .date(let since) = try evaluate(other) else {
        throw Diagnostic(message: "'timeIntervalSince' takes a Date", location: other.location)
      }
      return .double(date.timeIntervalSince(since))
    default:
      return nil
    }
  }
}
