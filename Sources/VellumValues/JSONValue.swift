import Foundation

/// A JSON value, as the preview runner's protocol, the MCP server and the interpreter's
/// `JSONDecoder` and `JSONEncoder` read and write them: one line of JSON, object keys in sorted
/// order so a message is the same bytes every time.
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

  /// The value `text` holds; throws `JSONValue.ParseError`, saying what was wrong and where,
  /// when it is not one JSON value.
  package init(parsing text: String) throws(ParseError) {
    var reader = JSONReader(Array(text.utf8))
    do {
      self = try reader.document()
    } catch {
      throw ParseError(text: text, offset: error.offset, reason: error.reason)
    }
  }

  /// Text that is not JSON.
  package struct ParseError: Error, CustomStringConvertible {
    /// The start of the text that did not parse.
    package let text: String
    /// The byte offset where the text stopped being JSON.
    package let offset: Int
    /// What the reader expected or found there.
    package let reason: String
    package var description: String {
      "not JSON at byte \(offset), \(reason): \(text.prefix(80))"
    }
  }

  /// The value as one line of JSON, keys sorted.
  package var serialized: String {
    var bytes: [UInt8] = []
    write(into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  private func write(into bytes: inout [UInt8]) {
    switch self {
    case .null: bytes += "null".utf8
    case .bool(let value): bytes += (value ? "true" : "false").utf8
    case .number(let value):
      if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        bytes += String(Int64(value)).utf8
      } else {
        bytes += (value.isFinite ? "\(value)" : "null").utf8
      }
    case .string(let value): Self.writeString(value, into: &bytes)
    case .array(let values):
      bytes.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        value.write(into: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        Self.writeString(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        members[key]?.write(into: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// A JSON string: quotes, backslashes and control characters escaped (and U+2028 and
  /// U+2029, which end lines in JavaScript), so a message never spans lines; runs of bytes
  /// that need no escape are copied whole.
  private static func writeString(_ value: String, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    let utf8 = value.utf8
    var runStart = utf8.startIndex
    var index = runStart
    while index != utf8.endIndex {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      var escape: String?
      switch byte {
      case UInt8(ascii: "\""): escape = "\\\""
      case UInt8(ascii: "\\"): escape = "\\\\"
      case UInt8(ascii: "\n"): escape = "\\n"
      case UInt8(ascii: "\r"): escape = "\\r"
      case UInt8(ascii: "\t"): escape = "\\t"
      case 0..<0x20: escape = hexEscape(UInt32(byte))
      // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
      case 0xE2:
        let rest = utf8[next...].prefix(2)
        if rest.count == 2, rest.first == 0x80, let last = rest.last, last == 0xA8 || last == 0xA9 {
          escape = hexEscape(last == 0xA8 ? 0x2028 : 0x2029)
        }
      default: break
      }
      if let escape {
        bytes += utf8[runStart..<index]
        bytes += escape.utf8
        index = byte == 0xE2 ? utf8.index(index, offsetBy: 3) : next
        runStart = index
      } else {
        index = next
      }
    }
    bytes += utf8[runStart..<index]
    bytes.append(UInt8(ascii: "\""))
  }

  /// `\uXXXX` for a code unit.
  private static func hexEscape(_ code: UInt32) -> String {
    let hex = String(code, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
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
