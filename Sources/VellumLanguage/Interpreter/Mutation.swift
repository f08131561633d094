import Foundation

/// The mutating methods an action may call, with Swift's names and labels: `toggle()` on a
/// `Bool`; `append(_:)`, `insert(_:at:)`, `remove(at:)`, `remove(atOffsets:)`, `removeAll()`,
/// `removeFirst()` and `removeLast()` on an array.
///
/// ```swift
/// try Mutation.apply("append", labels: ["_"], [.integer(4)], to: .array([]), at: location)
/// ```
enum Mutation {
  static func apply(
    _ method: String, labels: [String], _ arguments: [Value], to value: Value,
    at location: SourceLocation
  ) throws(Diagnostic) -> Value {
    switch (value, method, labels) {
    case (.boolean(let flag), "toggle", []):
      return .boolean(!flag)
    case (.array(let values), "append", ["_"]):
      return try ValueLimits.checked(.array(values + [arguments[0]]), at: location)
    case (.array(var values), "insert", ["_", "at"]):
      let offset = arguments[1].int
      guard (0...values.count).contains(offset) else {
        throw Diagnostic(
          message: "cannot insert at \(offset) in \(values.count) elements", location: location)
      }
      values.insert(arguments[0], at: offset)
      return try ValueLimits.checked(.array(values), at: location)
    case (.array(var values), "remove", ["at"]):
      let offset = arguments[0].int
      guard values.indices.contains(offset) else {
        throw Diagnostic(
          message: "index \(offset) is out of range for \(values.count) elements",
          location: location)
      }
      values.remove(at: offset)
      return .array(values)
    case (.array(var values), "remove", ["atOffsets"]):
      guard case .offsets(let offsets) = arguments[0], offsets.allSatisfy(values.indices.contains)
      else {
        throw Diagnostic(
          message: "'remove(atOffsets:)' needs offsets within the array", location: location)
      }
      values.remove(atOffsets: offsets)
      return .array(values)
    case (.array, "removeAll", []):
      return .array([])
    case (.array(var values), "removeFirst", []), (.array(var values), "removeLast", []):
      guard !values.isEmpty else {
        throw Diagnostic(message: "cannot \(method)() from an empty array", location: location)
      }
      if method == "removeFirst" { values.removeFirst() } else { values.removeLast() }
      return .array(values)
    default:
      let signature = method + "(" + labels.map { $0 + ":" }.joined() + ")"
      throw Diagnostic(
        message: "value of type '\(value.typeName)' has no mutating method '\(signature)'",
        location: location)
    }
  }
}
