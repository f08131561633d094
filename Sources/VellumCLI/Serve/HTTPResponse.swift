/// An answer `vellum serve` sends: a status, a type, a body, and the headers every answer
/// carries (no caching, no sniffing, no framing by other sites, no scripts but the page's own).
///
/// ```swift
/// HTTPResponse(status: 404, text: "no such page").bytes(keepAlive: true)
/// ```
struct HTTPResponse {
  /// The status code.
  let status: Int
  /// The `Content-Type`.
  let contentType: String
  /// The body.
  let body: [UInt8]

  /// An answer with a body of `contentType`.
  init(status: Int = 200, contentType: String, body: String) {
    self.status = status
    self.contentType = contentType
    self.body = Array(body.utf8)
  }

  /// A plain-text answer, such as an error's reason.
  init(status: Int, text: String) {
    self.init(status: status, contentType: "text/plain; charset=utf-8", body: text + "\n")
  }

  /// The answer as it goes on the wire; to a `HEAD` request (`headOnly`), without its body
  /// but with the body's length.
  func bytes(keepAlive: Bool, headOnly: Bool = false) -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
    head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
    head += Self.commonHeaders
    head += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
    return headOnly ? Array(head.utf8) : Array(head.utf8) + body
  }

  /// The head of an event stream's answer, which stays open.
  static let eventStreamHead = Array(
    ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n" + commonHeaders
      + "Connection: keep-alive\r\n\r\n").utf8)

  private static let commonHeaders =
    "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
    + "X-Frame-Options: DENY\r\nReferrer-Policy: no-referrer\r\n"
    + "Content-Security-Policy: default-src 'none'; script-src 'self'; "
    + "style-src 'unsafe-inline'; img-src data:; font-src data:; connect-src 'self'\r\n"

  /// The reason phrase of a status code.
  static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 204: "No Content"
    case 400: "Bad Request"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 413: "Content Too Large"
    case 414: "URI Too Long"
    case 415: "Unsupported Media Type"
    case 422: "Unprocessable Content"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    case 501: "Not Implemented"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 505: "HTTP Version Not Supported"
    default: "Status"
    }
  }
}
