import Foundation

/// A JSON value, as the preview runner's protocol and the MCP server read and write them: one
/// line of JSON a message, object keys in sorted order so a message is the same bytes every
/// time.
///
/// ```swift
/// let request = try JSONValue(parsing: #"{"id": 1, "method": "list"}"#)
/// request["method"]?.string   // "list"
/// ```
package enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The value `text` holds; throws `JSONValue.ParseError` when it is not one JSON value.
  package init(parsing text: String) throws(ParseError) {
    do {
      self = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    } catch {
      throw ParseError(text: text)
    }
  }

  /// Text that is not JSON.
  package struct ParseError: Error, CustomStringConvertible {
    /// The start of the text that did not parse.
    package let text: String
    package var description: String { "not JSON: \(text.prefix(80))" }
  }

  /// The value as one line of JSON, keys sorted.
  package var serialized: String {
    var text = ""
    write(into: &text)
    return text
  }

  private func write(into text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .number(let value):
      if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        text += String(Int64(value))
      } else {
        text += value.isFinite ? "\(value)" : "null"
      }
    case .string(let value): Self.writeString(value, into: &text)
    case .array(let values):
      text += "["
      for (index, value) in values.enumerated() {
        if index > 0 { text += "," }
        value.write(into: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { text += "," }
        Self.writeString(key, into: &text)
        text += ":"
        members[key]?.write(into: &text)
      }
      text += "}"
    }
  }

  /// A JSON string: quotes, backslashes and control characters escaped, so a message never
  /// spans lines.
  private static func writeString(_ value: String, into text: inout String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{2028}", "\u{2029}": text += String(format: "\\u%04x", scalar.value)
      default:
        if scalar.value < 0x20 {
          text += String(format: "\\u%04x", scalar.value)
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    text += "\""
  }

  /// The member named `key` of an object, or `nil`.
  package subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The string, if this is one.
  package var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The number, if this is one.
  package var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The boolean, if this is one.
  package var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The elements, if this is an array.
  package var array: [JSONValue]? {
    if case .array(let values) = self { return values }
    return nil
  }

  /// The members, if this is an object.
  package var object: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }
}

extension JSONValue: Decodable {
  /// Reads any JSON value: `true` and `false` as booleans, never as numbers.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByDictionaryLiteral,
  ExpressibleByArrayLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral
{
  package init(stringLiteral value: String) { self = .string(value) }
  package init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
  package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  package init(booleanLiteral value: Bool) { self = .bool(value) }
  package init(integerLiteral value: Int) { self = .number(Double(value)) }
}
