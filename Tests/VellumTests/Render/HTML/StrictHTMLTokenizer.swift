/// A small, strict HTML tokenizer for tests: it reads start tags, end tags and text, accepts
/// only double-quoted attribute values and the five character references Vellum writes, and
/// reports anything else as an error. Decoded text and attribute values are returned so a test
/// can check that user data came through unchanged.
struct StrictHTMLTokenizer {
  enum Token: Equatable {
    case start(name: String, attributes: [String: String])
    case end(name: String)
    case text(String)
  }

  struct Failure: Error, CustomStringConvertible {
    let message: String
    let offset: Int
    var description: String { "\(message) at byte \(offset)" }
  }

  static let voidElements: Set<String> = ["input", "hr", "meta", "br", "img"]
  /// The SVG elements Vellum writes, which may close themselves.
  static let svgElements: Set<String> = ["path", "circle", "rect", "line", "ellipse", "text"]

  private let bytes: [UInt8]
  private var index = 0
  /// Whether the tag just read ended with `/>`.
  private var lastTagClosedItself = false

  init(_ html: String) { bytes = Array(html.utf8) }

  static func tokens(_ html: String) throws -> [Token] {
    var tokenizer = StrictHTMLTokenizer(html)
    return try tokenizer.readAll()
  }

  private mutating func readAll() throws -> [Token] {
    var tokens: [Token] = []
    var open: [String] = []
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<") {
        let token = try readTag()
        switch token {
        case .start(let name, _)
        where !Self.voidElements.contains(name) && !lastTagClosedItself:
          open.append(name)
        case .end(let name):
          guard open.popLast() == name else { throw fail("</\(name)> closes nothing open") }
        default: break
        }
        tokens.append(token)
      } else {
        tokens.append(.text(try readText(until: UInt8(ascii: "<"))))
      }
    }
    guard open.isEmpty else { throw fail("unclosed <\(open.last!)>") }
    return tokens
  }

  private func fail(_ message: String) -> Failure { Failure(message: message, offset: index) }

  private mutating func readTag() throws -> Token {
    lastTagClosedItself = false
    index += 1
    let isEnd = index < bytes.count && bytes[index] == UInt8(ascii: "/")
    if isEnd { index += 1 }
    let name = readName()
    guard !name.isEmpty else { throw fail("a tag without a name") }
    var attributes: [String: String] = [:]
    while true {
      skipSpaces()
      guard index < bytes.count else { throw fail("a tag that never ends") }
      if bytes[index] == UInt8(ascii: ">") {
        index += 1
        return isEnd ? .end(name: name) : .start(name: name, attributes: attributes)
      }
      // SVG's elements may close themselves (`<path d="…"/>`), as foreign content allows.
      if !isEnd, bytes[index...].starts(with: "/>".utf8) {
        guard Self.svgElements.contains(name) else { throw fail("a self-closing <\(name)>") }
        index += 2
        lastTagClosedItself = true
        return .start(name: name, attributes: attributes)
      }
      let attribute = readName()
      guard !attribute.isEmpty, !isEnd else { throw fail("a stray character in <\(name)>") }
      guard attributes[attribute] == nil else { throw fail("a repeated attribute \(attribute)") }
      if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
        index += 1
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
          throw fail("an unquoted value of \(attribute)")
        }
        index += 1
        attributes[attribute] = try readText(until: UInt8(ascii: "\""))
        index += 1
      } else {
        attributes[attribute] = ""
      }
    }
  }

  private mutating func readName() -> String {
    let start = index
    while index < bytes.count,
      (bytes[index] >= UInt8(ascii: "a") && bytes[index] <= UInt8(ascii: "z"))
        || (bytes[index] >= UInt8(ascii: "A") && bytes[index] <= UInt8(ascii: "Z"))
        || (bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9"))
        || bytes[index] == UInt8(ascii: "-")
    {
      index += 1
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func skipSpaces() {
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
  }

  /// Reads text up to `terminator`, decoding references; `<`, `>` and quotes may not appear raw.
  private mutating func readText(until terminator: UInt8) throws -> String {
    var decoded: [UInt8] = []
    while index < bytes.count, bytes[index] != terminator {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "&"):
        let references: [(String, UInt8)] = [
          ("&amp;", UInt8(ascii: "&")), ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")),
          ("&quot;", UInt8(ascii: "\"")), ("&#39;", UInt8(ascii: "'")),
        ]
        guard
          let (reference, value) = references.first(where: { reference, _ in
            bytes[index...].starts(with: reference.utf8)
          })
        else { throw fail("a bare &") }
        decoded.append(value)
        index += reference.utf8.count
      case UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
        throw fail("a raw \(Character(Unicode.Scalar(byte))) in text")
      case UInt8(ascii: "<"):
        throw fail("a raw < in an attribute value")
      default:
        decoded.append(byte)
        index += 1
      }
    }
    guard index < bytes.count || terminator == UInt8(ascii: "<") else {
      throw fail("an attribute value that never ends")
    }
    return String(decoding: decoded, as: UTF8.self)
  }
}
