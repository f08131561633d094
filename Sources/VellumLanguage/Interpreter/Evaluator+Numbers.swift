import Foundation

/// Number conversions and the math functions view code calls: `Int(_:)`, `Double(_:)`,
/// `Float(_:)` and `CGFloat(_:)` (held as a `Double`), `String(_:)`, `abs`, `min`, `max`,
/// `sqrt`, `sqrtf`, `floor`, `ceil`, `round`, `pow`, `sin`, `cos`, `tan` and `atan2`, and `String(describing:)`, with Swift's results (`Int(2.9)` is 2; `Int("x")` is nil).
extension Evaluator {
  /// `name(arguments)` for `name` one of ``numberFunctionNames``.
  func numberFunction(_ name: String, _ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    var values: [Value] = []
    for argument in arguments {
      // `String(describing: value)` is `String(value)`'s spelling for any value.
      guard argument.label == nil || (name == "String" && argument.label == "describing") else {
        throw Diagnostic(
          message: "extraneous argument label '\(argument.label!):' in call to '\(name)'",
          location: argument.value.location)
      }
      values.append(try evaluate(argument.value))
    }
    let arity = ["min", "max", "pow", "atan2"].contains(name) ? 2 : 1
    guard values.count == arity else {
      throw Diagnostic(
        message: "'\(name)' takes \(arity) \(arity == 1 ? "argument" : "arguments")",
        location: location)
    }
    switch (name, values[0]) {
    case ("Int", .string(let text)): return Int(text).map(Value.integer) ?? Value.none
    case ("Double", .string(let text)), ("Float", .string(let text)):
      return Double(text).map(Value.double) ?? Value.none
    case ("String", let value): return .string(value.description)
    case ("Int", .double(let number)):
      guard number.isFinite, abs(number) < 9.2e18 else {
        throw Diagnostic(
          message: "\(number) cannot be converted to Int: it is not finite or too large",
          location: location)
      }
      return .integer(Int(number))
    default: break
    }
    if name == "abs", case .integer(let number) = values[0] {
      guard number != .min else {
        throw Diagnostic(message: "abs(\(number)) overflows Int", location: location)
      }
      return .integer(Swift.abs(number))
    }
    if name == "Int", case .integer = values[0] { return values[0] }
    if name == "min" || name == "max" {
      let less = try Arithmetic.apply("<", values[0], values[1], at: location) == .boolean(true)
      return (name == "min") == less ? values[0] : values[1]
    }
    let numbers = try values.map { (value) throws(Diagnostic) in try number(of: value, at: location)
    }
    switch name {
    case "Double", "Float", "CGFloat": return .double(numbers[0])
    case "sin": return .double(Foundation.sin(numbers[0]))
    case "cos": return .double(Foundation.cos(numbers[0]))
    case "tan": return .double(Foundation.tan(numbers[0]))
    case "atan2": return .double(Foundation.atan2(numbers[0], numbers[1]))
    case "sqrt", "sqrtf": return .double(numbers[0].squareRoot())
    case "floor": return .double(numbers[0].rounded(.down))
    case "ceil": return .double(numbers[0].rounded(.up))
    case "round": return .double(numbers[0].rounded())
    case "abs": return .double(Swift.abs(numbers[0]))
    default: return .double(Foundation.pow(numbers[0], numbers[1]))
    }
  }

  /// The conversion and math functions ``numberFunction(_:_:at:)`` calls.
  static let numberFunctionNames: Set<String> = [
    "Int", "Double", "Float", "CGFloat", "String", "abs", "min", "max", "sqrt", "sqrtf",
    "floor", "ceil", "round", "pow", "sin", "cos", "tan", "atan2",
  ]

  /// `value` as a `Double`, for a math function; an error for a value that is not a number.
  private func number(of value: Value, at location: SourceLocation) throws(Diagnostic) -> Double {
    switch value {
    case .integer(let number): return Double(number)
    case .double(let number): return number
    default:
      throw Diagnostic(
        message: "expected a number, found \(value.typeName)", location: location)
    }
  }
}
