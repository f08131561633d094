import Foundation

/// One HTTP/1.1 request, as `vellum serve` reads it off a connection: bounded, strict, and
/// answered with a 4xx when it is not well formed.
///
/// ```swift
/// let bytes = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n".utf8)
/// if case .request(let request, _) = HTTPRequest.read(bytes[...]) {
///   request.target   // "/"
/// }
/// ```
struct HTTPRequest: Equatable {
  /// The method, as sent (`GET`, `POST`).
  let method: String
  /// The request target, as sent (`/preview/recipes?variant=dark`).
  let target: String
  /// `HTTP/1.1` or `HTTP/1.0`.
  let version: String
  /// The header fields in order, their names in lower case.
  let headers: [(name: String, value: String)]
  /// The body (empty without `Content-Length`).
  let body: [UInt8]

  static func == (a: HTTPRequest, b: HTTPRequest) -> Bool {
    a.method == b.method && a.target == b.target && a.version == b.version
      && a.headers.elementsEqual(b.headers, by: { $0 == $1 }) && a.body == b.body
  }

  /// The value of the header `name` (lower case), if it was sent.
  func header(_ name: String) -> String? {
    headers.first { $0.name == name }?.value
  }

  /// Whether the connection stays open after the answer: HTTP/1.1 unless `Connection: close`,
  /// HTTP/1.0 only with `Connection: keep-alive`.
  var keepsAlive: Bool {
    let connection = header("connection")?.lowercased() ?? ""
    return version == "HTTP/1.1" ? connection != "close" : connection == "keep-alive"
  }

  /// The target's path, percent-decoded, and its query's parameters; `nil` when the path's
  /// encoding is not valid UTF-8 or not well formed.
  var pathAndQuery: (path: String, query: [String: String])? {
    let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    guard let path = HTTPRequest.percentDecoded(parts[0]) else { return nil }
    var query: [String: String] = [:]
    if parts.count == 2 {
      for pair in parts[1].split(separator: "&") {
        let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = HTTPRequest.percentDecoded(halves[0], plusIsSpace: true),
          let value = HTTPRequest.percentDecoded(
            halves.count == 2 ? halves[1] : "", plusIsSpace: true)
        else { return nil }
        query[name] = value
      }
    }
    return (path, query)
  }

  /// What reading a request from the start of some bytes gave.
  enum Reading: Equatable {
    /// The bytes hold no whole request yet.
    case incomplete
    /// A request, and how many bytes it took.
    case request(HTTPRequest, consumed: Int)
    /// The bytes are not a request Vellum serves: the status to answer with and why.
    case failure(status: Int, reason: String)
  }

  /// The bounds a request must keep within.
  struct Limits {
    /// The longest request line, in bytes.
    var requestLine = 8 * 1024
    /// The most bytes of the request line and headers together.
    var head = 32 * 1024
    /// The most header fields.
    var headerCount = 64
    /// The largest body.
    var body = 64 * 1024
  }

  /// Reads the request at the start of `bytes`.
  static func read(_ bytes: ArraySlice<UInt8>, limits: Limits = Limits()) -> Reading {
    guard let end = headEnd(of: bytes, within: limits.head) else {
      if let lineEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) {
        if lineEnd - bytes.startIndex > limits.requestLine {
          return .failure(status: 414, reason: "the request line is longer than 8 KiB")
        }
      } else if bytes.count > limits.requestLine {
        return .failure(status: 414, reason: "the request line is longer than 8 KiB")
      }
      return bytes.count > limits.head
        ? .failure(status: 431, reason: "the request's header is larger than 32 KiB")
        : .incomplete
    }
    let head = String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst()
    guard requestLine.utf8.count <= limits.requestLine else {
      return .failure(status: 414, reason: "the request line is longer than 8 KiB")
    }
    let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenCharacter),
      parts[1].first == "/", !parts[1].contains(where: { $0.isWhitespace || $0.asciiValue == nil })
    else {
      return .failure(status: 400, reason: "the request line is not METHOD /TARGET HTTP/1.1")
    }
    guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
      return .failure(status: 505, reason: "only HTTP/1.1 and HTTP/1.0 are served")
    }
    guard lines.count <= limits.headerCount else {
      return .failure(status: 431, reason: "the request has more than 64 header fields")
    }
    var headers: [(name: String, value: String)] = []
    for line in lines {
      guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
        line[..<colon].allSatisfy(isTokenCharacter)
      else {
        return .failure(status: 400, reason: "a header field is not NAME: VALUE")
      }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard !value.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) else {
        return .failure(status: 400, reason: "a header field's value has a control character")
      }
      headers.append((line[..<colon].lowercased(), value))
    }
    if headers.contains(where: { $0.name == "transfer-encoding" }) {
      return .failure(status: 501, reason: "request bodies are sent with Content-Length only")
    }
    let lengths = Set(headers.filter { $0.name == "content-length" }.map(\.value))
    guard lengths.count <= 1 else {
      return .failure(status: 400, reason: "the request has two different Content-Lengths")
    }
    var length = 0
    if let text = lengths.first {
      guard !text.isEmpty, text.count <= 12, text.allSatisfy(\.isASCIIDigit),
        let value = Int(text)
      else {
        return .failure(status: 400, reason: "Content-Length is not a number of bytes")
      }
      guard value <= limits.body else {
        return .failure(status: 413, reason: "the request's body is larger than 64 KiB")
      }
      length = value
    }
    let bodyStart = end + 4
    guard bytes.endIndex - bodyStart >= length else { return .incomplete }
    let request = HTTPRequest(
      method: String(parts[0]), target: String(parts[1]), version: String(parts[2]),
      headers: headers, body: Array(bytes[bodyStart..<bodyStart + length]))
    return .request(request, consumed: bodyStart + length - bytes.startIndex)
  }

  /// Where the blank line that ends the head starts, looked for within the first `limit`
  /// bytes.
  private static func headEnd(of bytes: ArraySlice<UInt8>, within limit: Int) -> Int? {
    let terminator: [UInt8] = [13, 10, 13, 10]
    let stop = min(bytes.endIndex, bytes.startIndex + limit + 4)
    var index = bytes.startIndex
    while index + 4 <= stop {
      if bytes[index] == 13, bytes[index..<index + 4].elementsEqual(terminator) { return index }
      index += 1
    }
    return nil
  }

  /// A character of an HTTP token (a method or a header name).
  private static func isTokenCharacter(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue, ascii > 32, ascii < 127 else { return false }
    return !"\"(),/:;<=>?@[\\]{}".contains(character)
  }

  /// `text` with its `%XX` escapes decoded (and `+` as a space in a query), or `nil` when an
  /// escape is malformed or the bytes are not UTF-8.
  static func percentDecoded(_ text: Substring, plusIsSpace: Bool = false) -> String? {
    var bytes: [UInt8] = []
    var utf8 = text.utf8.makeIterator()
    while let byte = utf8.next() {
      if byte == UInt8(ascii: "%") {
        guard let high = utf8.next().flatMap(hexValue), let low = utf8.next().flatMap(hexValue)
        else { return nil }
        bytes.append(high << 4 | low)
      } else if plusIsSpace, byte == UInt8(ascii: "+") {
        bytes.append(UInt8(ascii: " "))
      } else {
        bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

extension Character {
  /// Whether the character is one of the ASCII digits 0–9.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
