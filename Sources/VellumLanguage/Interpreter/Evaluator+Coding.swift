import Foundation
import VellumValues

/// The Foundation services model code uses for sample data and saving: `JSONDecoder` and
/// `JSONEncoder` over the file's `Codable` records (`decoder.dateDecodingStrategy = .iso8601`
/// too), `Data(text.utf8)`, and `DispatchQueue(label:)`, whose `sync` runs its closure there and
/// then. The coders are objects, as Foundation's classes are, so `decoder.dateDecodingStrategy`
/// reads and sets as Swift's property does, on a `let` too.
///
/// ```swift
/// let decoder = JSONDecoder()
/// decoder.dateDecodingStrategy = .iso8601
/// let entries = try decoder.decode([Entry].self, from: Data(json.utf8))
/// ```
extension Evaluator {
  /// The Foundation types these are, for names and the checker.
  static let codingTypeNames: Set<String> = [
    "JSONDecoder", "JSONEncoder", "DispatchQueue", "Data", "UserDefaults",
  ]

  /// The cases of the date strategies, by the strategy's type.
  static let dateStrategies: [String: [String]] = [
    "JSONDecoder.DateDecodingStrategy": ["deferredToDate", "secondsSince1970", "iso8601"],
    "JSONEncoder.DateEncodingStrategy": ["deferredToDate", "secondsSince1970", "iso8601"],
  ]

  /// `JSONDecoder()`, `JSONEncoder()`, `DispatchQueue(label:)` or `Data(text.utf8)`.
  func codingValue(_ type: String, _ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    var call = Arguments(callee: type, arguments, at: location)
    switch type {
    case "JSONDecoder", "JSONEncoder":
      try call.finish()
      let strategy = type == "JSONDecoder" ? "dateDecodingStrategy" : "dateEncodingStrategy"
      let strategyType = type == "JSONDecoder" ? "DateDecodingStrategy" : "DateEncodingStrategy"
      let initial = Value.enumCase(type: "\(type).\(strategyType)", name: "deferredToDate")
      return .object(
        ObjectReference(
          type: type, kind: .plain, fields: [.init(name: strategy, value: initial)], announced: []))
    case "DispatchQueue":
      let label = try string(try call.required("label"))
      try call.finish()
      return .record(type: type, fields: [.init(name: "label", value: .string(label))])
    case "Data":
      guard let text = call.optional(nil), case .member(let base, "utf8") = text.kind else {
        throw Diagnostic(message: "'Data' is made from a string's 'utf8' here", location: location)
      }
      try call.finish()
      return .data(Data(try string(base).utf8))
    default:
      throw Diagnostic(
        message: "'\(type)' is not interpreted: a file's previews keep nothing on disk",
        location: location)
    }
  }

  /// `decoder.decode(Type.self, from: data)`, `encoder.encode(value)` or `queue.sync { … }`;
  /// `nil` for any other method.
  func codingMethod(
    _ name: String, of service: String, strategy: Value?, _ call: inout Arguments
  ) throws(Diagnostic) -> Value? {
    switch (service, name) {
    case ("JSONDecoder", "decode"):
      let typeExpression = try call.required(nil)
      let type = try writtenType(typeExpression)
      guard case .data(let data) = try evaluate(try call.required("from")) else {
        throw Diagnostic(message: "'decode' reads Data", location: call.location)
      }
      let iso8601 = strategy == .enumCase(type: "JSONDecoder.DateDecodingStrategy", name: "iso8601")
      let decoder = JSONValues(program: program, iso8601: iso8601, location: call.location)
      // Checking goes on past data that does not decode, with a sample of the type, as the
      // code after a `try` that throws is checked too.
      guard checks != nil, let sample = program.sample(of: type) else {
        return try decoder.decode(type, from: data)
      }
      return (try? decoder.decode(type, from: data)) ?? sample
    case ("JSONEncoder", "encode"):
      let value = try evaluate(try call.required(nil))
      let iso8601 = strategy == .enumCase(type: "JSONEncoder.DateEncodingStrategy", name: "iso8601")
      return .data(
        try JSONValues(program: program, iso8601: iso8601, location: call.location).encode(value))
    case ("DispatchQueue", "sync"):
      // `sync` runs the work on the queue and waits for it: here, there and then.
      return try function(
        Expression(kind: .closure(try call.requiredClosure("execute")), location: call.location)
      ).call([], wantsValue: true, at: call.location)
    default:
      return nil
    }
  }

  /// The type a `Type.self` argument names: `Entry.self`, `[Entry].self`.
  private func writtenType(_ expression: Expression) throws(Diagnostic) -> TypeName {
    guard case .member(let base, "self") = expression.kind, let type = typeName(base) else {
      throw Diagnostic(
        message: "expected a type such as '[Entry].self'", location: expression.location)
    }
    try program.validate(type, at: expression.location)
    return type
  }

  /// The type an expression spells: `Entry`, `[Entry]`, `Outer.Inner`.
  private func typeName(_ expression: Expression) -> TypeName? {
    switch expression.kind {
    case .identifier(let name): return .named(name)
    case .array(let elements) where elements.count == 1:
      return typeName(elements[0]).map(TypeName.array)
    case .member(let base, let name):
      guard case .named(let outer)? = typeName(base) else { return nil }
      return .named(outer + "." + name)
    default: return nil
    }
  }
}
