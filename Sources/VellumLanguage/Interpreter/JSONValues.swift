import Foundation
import VellumValues

/// JSON read into a program's values and written from them, as `JSONDecoder` and
/// `JSONEncoder` do for `Codable` types: a record's stored properties by name (an optional one
/// may be missing or `null`; one with a default keeps it when missing), arrays, numbers,
/// strings, Booleans, `UUID`s and `URL`s as strings, enums by their raw values, and dates as
/// seconds since 2001 or, with `.iso8601`, as ISO 8601 strings. JSON that does not fit its type
/// is thrown as Swift's `DecodingError` is, so `try?` gives `nil`.
///
/// ```swift
/// try JSONValues(program: program, iso8601: true, location: at).decode(.array(.named("Entry")), from: data)
/// ```
@MainActor
struct JSONValues {
  let program: Program
  /// Whether dates are ISO 8601 strings (`.iso8601`) rather than seconds since 2001.
  let iso8601: Bool
  /// Where the `decode` or `encode` call is.
  let location: SourceLocation

  /// The value of `type` that `data` holds.
  func decode(_ type: TypeName, from data: Data) throws(Diagnostic) -> Value {
    let json: JSONValue
    do {
      json = try JSONValue(parsing: String(decoding: data, as: UTF8.self))
    } catch {
      throw failure("dataCorrupted", "the given data was not valid JSON: \(error.reason)")
    }
    return try value(json, as: type, at: "")
  }

  /// `value` as JSON, its keys sorted.
  func encode(_ value: Value) throws(Diagnostic) -> Data {
    Data(try json(value).serialized.utf8)
  }

  private func value(_ json: JSONValue, as type: TypeName, at path: String) throws(Diagnostic)
    -> Value
  {
    switch (program.resolved(type), json) {
    case (.optional, .null): return .none
    case (.optional(let wrapped), _): return try value(json, as: wrapped, at: path)
    case (.array(let element), .array(let items)):
      var values: [Value] = []
      for (index, item) in items.enumerated() {
        values.append(try value(item, as: element, at: path + "[\(index)]"))
      }
      return .array(values)
    case (.named("String"), .string(let text)): return .string(text)
    case (.named("Bool"), .bool(let flag)): return .boolean(flag)
    // Numbers are read as `Double`s: a whole one up to 2^53 is an `Int` exactly.
    case (.named("Int"), .number(let number)) where Int(exactly: number) != nil:
      return .integer(Int(number))
    case (.named("Double"), .number(let number)): return .double(number)
    case (.named("UUID"), .string(let text)) where UUID(uuidString: text) != nil:
      return .uuid(UUID(uuidString: text)!)
    case (.named("URL"), .string(let text)) where URL(string: text) != nil:
      return .url(URL(string: text)!)
    case (.named("Date"), _):
      return .date(try date(json, at: path))
    case (.named(let name), .object(let object)) where program.records[name] != nil:
      return try record(object, of: program.records[name]!, at: path)
    case (.named(let name), _) where program.enums[name] != nil:
      for caseName in program.enums[name]!.cases {
        let raw = try Evaluator(program: program).rawValue(of: caseName, in: name, at: location)
        if (try? value(json, as: .named(raw.typeName), at: path)) == raw {
          return .enumCase(type: name, name: caseName)
        }
      }
      throw failure("dataCorrupted", "\(place(path)) is no case of \(name)")
    case (.array, _), (.named("String"), _), (.named("Bool"), _), (.named("Int"), _),
      (.named("Double"), _), (.named("UUID"), _), (.named("URL"), _):
      throw failure("typeMismatch", "expected \(type) at \(place(path)), found \(json.serialized)")
    case (.named(let name), _) where program.records[name] != nil:
      throw failure("typeMismatch", "expected \(type) at \(place(path)), found \(json.serialized)")
    default:
      throw Diagnostic(
        message: "'\(type)' is not decoded here: records, enums with raw values, arrays, "
          + "optionals and Foundation's values are", location: location)
    }
  }

  /// A record of `decl` from a JSON object.
  private func record(_ object: [String: JSONValue], of decl: StructDecl, at path: String)
    throws(Diagnostic) -> Value
  {
    var fields: [Value.Field] = []
    for property in decl.properties {
      let key = path + "." + property.name
      // A `let` with a default is not decoded, as Swift's synthesized `init(from:)` leaves it.
      if property.isConstant, let initial = property.initialValue {
        fields.append(
          .init(name: property.name, value: try Evaluator(program: program).evaluate(initial)))
        continue
      }
      guard let type = property.type else {
        throw Diagnostic(
          message: "'\(property.name)' needs a written type to be decoded",
          location: property.location)
      }
      if let found = object[property.name] {
        fields.append(.init(name: property.name, value: try value(found, as: type, at: key)))
      } else if case .optional = program.resolved(type) {
        fields.append(.init(name: property.name, value: .none))
      } else {
        throw failure("keyNotFound", "no value for \(key)")
      }
    }
    return Value.instance(of: decl, fields: fields)
  }

  private func date(_ json: JSONValue, at path: String) throws(Diagnostic) -> Date {
    switch (iso8601, json) {
    case (true, .string(let text)):
      guard let date = ISO8601DateFormatter().date(from: text) else {
        throw failure("dataCorrupted", "\(place(path)) is not an ISO 8601 date")
      }
      return date
    case (false, .number(let seconds)): return Date(timeIntervalSinceReferenceDate: seconds)
    default:
      throw failure(
        "typeMismatch",
        "expected \(iso8601 ? "an ISO 8601 string" : "seconds since 2001") at \(place(path))")
    }
  }

  private func json(_ value: Value) throws(Diagnostic) -> JSONValue {
    switch value {
    case .integer(let number): return .number(Double(number))
    case .double(let number): return .number(number)
    case .string(let text): return .string(text)
    case .boolean(let flag): return .bool(flag)
    case .none: return .null
    case .uuid(let uuid): return .string(uuid.uuidString)
    case .url(let url): return .string(url.absoluteString)
    case .date(let date):
      return iso8601
        ? .string(ISO8601DateFormatter().string(from: date))
        : .number(date.timeIntervalSinceReferenceDate)
    case .array(let values):
      var items: [JSONValue] = []
      for value in values { items.append(try json(value)) }
      return .array(items)
    case .record(_, let fields):
      var object: [String: JSONValue] = [:]
      for field in fields { object[field.name] = try json(field.value) }
      return .object(object)
    case .enumCase(let type, let name, let values) where values.isEmpty:
      return try json(try Evaluator(program: program).rawValue(of: name, in: type, at: location))
    default:
      throw failure("invalidValue", "a \(value.typeName) is not encoded here")
    }
  }

  /// `path` in a message: the top value for none.
  private func place(_ path: String) -> String { path.isEmpty ? "the top" : path }

  /// A thrown `DecodingError` (or `EncodingError`) case `name`, with its description.
  private func failure(_ name: String, _ description: String) -> Diagnostic {
    let type = name == "invalidValue" ? "EncodingError" : "DecodingError"
    return Diagnostic(
      thrown: .enumCase(
        type: type, name: name, values: [.init(name: "", value: .string(description))]),
      at: location)
  }
}
