import Testing

@testable import VellumCLI

/// The live server's reading of requests (HTTP/1.1 message syntax, RFC 9112): whole requests
/// only, within bounds, and a 4xx for anything malformed.
@Suite struct HTTPRequestTests {
  private func read(_ text: String, limits: HTTPRequest.Limits = HTTPRequest.Limits())
    -> HTTPRequest.Reading
  {
    HTTPRequest.read(Array(text.utf8)[...], limits: limits)
  }

  private func status(_ text: String) -> Int? {
    if case .failure(let status, _) = read(text) { return status }
    return nil
  }

  @Test func readsARequestWithItsHeadersAndBody() throws {
    let text = "POST /act HTTP/1.1\r\nHost: 127.0.0.1:80\r\nContent-Length: 4\r\n\r\nabcdGET"
    guard case .request(let request, let consumed) = read(text) else {
      Issue.record("\(read(text))")
      return
    }
    #expect(request.method == "POST")
    #expect(request.target == "/act")
    #expect(request.header("host") == "127.0.0.1:80")
    #expect(request.body == Array("abcd".utf8))
    #expect(consumed == text.utf8.count - 3, "a pipelined request's bytes stay")
    #expect(request.keepsAlive)
  }

  @Test func waitsForTheRestOfARequest() {
    #expect(read("GET / HTTP/1.1\r\nHost: a") == .incomplete)
    #expect(read("POST / HTTP/1.1\r\nContent-Length: 9\r\n\r\nabc") == .incomplete)
  }

  @Test func refusesWhatIsNotARequest() {
    #expect(status("GARBAGE\r\n\r\n") == 400)
    #expect(status("GET noslash HTTP/1.1\r\n\r\n") == 400)
    #expect(status("GET / HTTP/2.0\r\n\r\n") == 505)
    #expect(status("GET / HTTP/1.1\r\nNo colon\r\n\r\n") == 400)
    #expect(status("GET / HTTP/1.1\r\nBad Name: x\r\n\r\n") == 400)
    #expect(status("GET / HTTP/1.1\r\n folded: x\r\n\r\n") == 400)
    #expect(status("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n") == 400)
    #expect(status("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n") == 400)
    #expect(status("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n") == 501)
  }

  @Test func keepsRequestsWithinTheirBounds() {
    #expect(status("GET /" + String(repeating: "a", count: 9000)) == 414)
    let headers = String(repeating: "X-A: b\r\n", count: 65)
    #expect(status("GET / HTTP/1.1\r\n" + headers + "\r\n") == 431)
    let huge = "GET / HTTP/1.1\r\nX-A: " + String(repeating: "b", count: 40_000)
    #expect(status(huge) == 431)
    #expect(status("POST / HTTP/1.1\r\nContent-Length: 70000\r\n\r\n") == 413)
  }

  @Test func decodesThePathAndRefusesBadEncodings() throws {
    let request = HTTPRequest(
      method: "GET", target: "/preview/Kimchi%20stew?variant=dark%2Crtl&x", version: "HTTP/1.1",
      headers: [], body: [])
    let decoded = try #require(request.pathAndQuery)
    #expect(decoded.path == "/preview/Kimchi stew")
    #expect(decoded.query == ["variant": "dark,rtl", "x": ""])
    for target in ["/%zz", "/%ff%fe", "/%2"] {
      let bad = HTTPRequest(
        method: "GET", target: target, version: "HTTP/1.1", headers: [], body: [])
      #expect(bad.pathAndQuery == nil, "\(target)")
    }
  }

  @Test func closesAnHTTP10ConnectionUnlessAskedToKeepIt() {
    let old = HTTPRequest(method: "GET", target: "/", version: "HTTP/1.0", headers: [], body: [])
    #expect(!old.keepsAlive)
    let closing = HTTPRequest(
      method: "GET", target: "/", version: "HTTP/1.1", headers: [("connection", "close")], body: [])
    #expect(!closing.keepsAlive)
  }
}
