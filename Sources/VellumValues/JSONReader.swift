/// Reads one JSON value (RFC 8259) from UTF-8 bytes into a ``JSONValue``, in one pass.
///
/// The runner's protocol and the MCP server read a message a request; going through
/// `JSONDecoder` and `Decodable` tried each kind of value in turn and threw for every miss.
/// Duplicate keys keep the last value, as `JSONDecoder` does; nesting deeper than
/// ``maximumDepth`` is an error rather than a deep recursion.
///
/// ```swift
/// var reader = JSONReader(Array(#"{"id": 1}"#.utf8))
/// try reader.document()   // .object(["id": .number(1)])
/// ```
struct JSONReader {
  /// How deep arrays and objects may nest, as in `JSONDecoder`.
  static let maximumDepth = 512

  /// What was wrong, and at which byte.
  struct Failure: Error {
    /// The byte offset of the problem.
    var offset: Int
    /// What the reader expected or found.
    var reason: String
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The one value the bytes hold, with nothing but whitespace around it.
  mutating func document() throws(Failure) -> JSONValue {
    let value = try self.value()
    skipWhitespace()
    if index < bytes.count { throw failure("unexpected text after the value") }
    return value
  }

  private mutating func value() throws(Failure) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw failure("expected a value, found the end") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw failure("expected a value")
    }
  }

  private mutating func object() throws(Failure) -> JSONValue {
    try enter()
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else { throw failure("expected a key in quotes") }
      let key = try string()
      skipWhitespace()
      try expect(UInt8(ascii: ":"), "expected `:` after a key")
      members[key] = try value()
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else {
        try expect(UInt8(ascii: "}"), "expected `,` or `}` in an object")
        depth -= 1
        return .object(members)
      }
    }
  }

  private mutating func array() throws(Failure) -> JSONValue {
    try enter()
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      elements.append(try value())
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else {
        try expect(UInt8(ascii: "]"), "expected `,` or `]` in an array")
        depth -= 1
        return .array(elements)
      }
    }
  }

  /// Steps into an array or object past its opening bracket.
  private mutating func enter() throws(Failure) {
    depth += 1
    if depth > Self.maximumDepth {
      throw failure("nested deeper than \(Self.maximumDepth) levels")
    }
    index += 1
  }

  /// A string from its opening quote to past its closing one: runs of plain bytes copied
  /// whole, escapes decoded (a `\u` surrogate pair into one scalar).
  private mutating func string() throws(Failure) -> String {
    index += 1
    var utf8: [UInt8] = []
    var runStart = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        utf8 += bytes[runStart..<index]
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      if byte < 0x20 { throw failure("a control character must be escaped in a string") }
      if byte == UInt8(ascii: "\\") {
        utf8 += bytes[runStart..<index]
        try escape(into: &utf8)
        runStart = index
      } else {
        index += 1
      }
    }
    throw failure("a string is not closed")
  }

  private mutating func escape(into utf8: inout [UInt8]) throws(Failure) {
    index += 1
    guard index < bytes.count else { throw failure("a string is not closed") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      var code = try hexQuad()
      if (0xD800..<0xDC00).contains(code) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw failure("a high surrogate is not followed by a low one") }
        index += 2
        let low = try hexQuad()
        guard (0xDC00..<0xE000).contains(low) else {
          throw failure("a high surrogate is not followed by a low one")
        }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(code) {
        throw failure("a low surrogate stands alone")
      }
      guard let scalar = Unicode.Scalar(code) else { throw failure("not a Unicode scalar") }
      utf8 += Character(scalar).utf8
    default:
      index -= 1
      throw failure("unknown escape")
    }
  }

  /// The four hexadecimal digits of a `\u` escape.
  private mutating func hexQuad() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("`\\u` needs four hex digits") }
    var code: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure("`\\u` needs four hex digits")
      }
      code = code << 4 | UInt32(digit)
    }
    index += 4
    return code
  }

  /// A number as JSON's grammar writes it: an optional minus, an integer part without
  /// leading zeros, an optional fraction and exponent.
  private mutating func number() throws(Failure) -> Double {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    if peek(UInt8(ascii: "0")) {
      index += 1
    } else {
      try digits()
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      try digits()
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      try digits()
    }
    guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)),
      value.isFinite
    else { throw Failure(offset: start, reason: "a number out of range") }
    return value
  }

  /// One or more decimal digits.
  private mutating func digits() throws(Failure) {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    if index == start { throw failure("expected a digit") }
  }

  private mutating func literal(_ word: String) throws(Failure) {
    let count = word.utf8.count
    guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(word.utf8)
    else { throw failure("expected `\(word)`") }
    index += count
  }

  private mutating func expect(_ byte: UInt8, _ reason: String) throws(Failure) {
    guard peek(byte) else { throw failure(reason) }
    index += 1
  }

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index += 1
      default: return
      }
    }
  }

  private func failure(_ reason: String) -> Failure { Failure(offset: index, reason: reason) }
}
