import Vellum

/// The binary operators on values, with Swift's meaning: integer arithmetic that refuses to
/// overflow or divide by zero, `Double` arithmetic (an integer beside a `Double` is a `Double`, as
/// a literal would be), string concatenation, comparison and ranges.
///
/// ```swift
/// try Arithmetic.apply("+", .integer(1), .integer(2), at: location)   // .integer(3)
/// ```
enum Arithmetic {
  static func apply(_ op: String, _ lhs: Value, _ rhs: Value, at location: SourceLocation)
    throws(Diagnostic)
    -> Value
  {
    switch (op, lhs, rhs) {
    case ("==", _, _): return .boolean(lhs == rhs)
    case ("!=", _, _): return .boolean(lhs != rhs)
    case ("+", .string(let a), .string(let b)):
      guard a.utf8.count + b.utf8.count <= ValueLimits.maximumStringBytes else {
        return try ValueLimits.checked(.string(a + b), at: location)
      }
      return .string(a + b)
    case ("..<", .integer(let a), .integer(let b)), ("...", .integer(let a), .integer(let b)):
      let upper = op == "..." ? b &+ 1 : b
      guard a <= upper else {
        throw Diagnostic(
          message: "a range's lower bound \(a) is above its upper bound \(b)", location: location)
      }
      return .range(a..<upper)
    case (_, .integer(let a), .integer(let b)):
      return try integer(op, a, b, at: location)
    case (_, .integer, .double), (_, .double, .integer), (_, .double, .double):
      return try double(op, lhs.double, rhs.double, at: location)
    case ("+", .array(let a), .array(let b)):
      return try ValueLimits.checked(.array(a + b), at: location)
    // `Date`'s operators: a time interval added or taken away, and order.
    case ("+", .date(let date), .integer), ("+", .date(let date), .double):
      return .date(date.addingTimeInterval(rhs.double))
    case ("-", .date(let date), .integer), ("-", .date(let date), .double):
      return .date(date.addingTimeInterval(-rhs.double))
    case (_, .date(let a), .date(let b)) where ["<", ">", "<=", ">="].contains(op):
      return try double(
        op, a.timeIntervalSinceReferenceDate, b.timeIntervalSinceReferenceDate, at: location)
    // `Angle`'s arithmetic: sums and differences of angles, scaling by a number, and order.
    case ("+", .geometry(.angle(let a)), .geometry(.angle(let b))): return .geometry(.angle(a + b))
    case ("-", .geometry(.angle(let a)), .geometry(.angle(let b))): return .geometry(.angle(a - b))
    case ("*", .geometry(.angle(let a)), .integer), ("*", .geometry(.angle(let a)), .double):
      return .geometry(.angle(Angle(radians: a.radians * rhs.double)))
    case ("*", .integer, .geometry(.angle(let b))), ("*", .double, .geometry(.angle(let b))):
      return .geometry(.angle(Angle(radians: lhs.double * b.radians)))
    case ("/", .geometry(.angle(let a)), .integer), ("/", .geometry(.angle(let a)), .double):
      return .geometry(.angle(Angle(radians: a.radians / rhs.double)))
    case (_, .geometry(.angle(let a)), .geometry(.angle(let b)))
    where ["<", ">", "<=", ">="].contains(op):
      return try double(op, a.radians, b.radians, at: location)
    case ("<", .string(let a), .string(let b)): return .boolean(a < b)
    case (">", .string(let a), .string(let b)): return .boolean(a > b)
    case ("<=", .string(let a), .string(let b)): return .boolean(a <= b)
    case (">=", .string(let a), .string(let b)): return .boolean(a >= b)
    default:
      throw Diagnostic(
        message: "binary operator '\(op)' cannot be applied to \(lhs.typeName) and \(rhs.typeName)",
        location: location)
    }
  }

  private static func integer(_ op: String, _ a: Int, _ b: Int, at location: SourceLocation)
    throws(Diagnostic)
    -> Value
  {
    let result: (partialValue: Int, overflow: Bool)
    switch op {
    case "+": result = a.addingReportingOverflow(b)
    case "-": result = a.subtractingReportingOverflow(b)
    case "*": result = a.multipliedReportingOverflow(by: b)
    case "/", "%":
      guard b != 0 else { throw Diagnostic(message: "division by zero", location: location) }
      result =
        op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
    case "<": return .boolean(a < b)
    case ">": return .boolean(a > b)
    case "<=": return .boolean(a <= b)
    case ">=": return .boolean(a >= b)
    default:
      throw Diagnostic(
        message: "binary operator '\(op)' cannot be applied to Int and Int", location: location)
    }
    guard !result.overflow else {
      throw Diagnostic(message: "arithmetic overflow in '\(a) \(op) \(b)'", location: location)
    }
    return .integer(result.partialValue)
  }

  private static func double(_ op: String, _ a: Double, _ b: Double, at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    switch op {
    case "+": return .double(a + b)
    case "-": return .double(a - b)
    case "*": return .double(a * b)
    case "/": return .double(a / b)
    case "<": return .boolean(a < b)
    case ">": return .boolean(a > b)
    case "<=": return .boolean(a <= b)
    case ">=": return .boolean(a >= b)
    default:
      throw Diagnostic(
        message: "binary operator '\(op)' cannot be applied to Double and Double",
        location: location)
    }
  }
}
