import Testing

@testable import VellumCLI
@testable import VellumRunner

/// The live server's routes and its guards, with a scripted runner: only its own address,
/// only its own pages, only well-formed interactions from its own origin.
@MainActor
@Suite struct LiveServerTests {
  private let runner = ScriptedRunner { request in
    switch request["method"]?.string {
    case "open":
      return [
        "result": [
          "screen": "s1", "html": "<span class=\"text\">Hi</span>", "version": 0,
          "device": ["width": 375, "height": 667],
        ]
      ]
    case "page": return ["result": ["html": "<span class=\"text\">Hi</span>", "version": 0]]
    case "act":
      return [
        "result": [
          "page": [
            "operations": [["op": "text", "path": [0, 0], "text": "Ho"]], "version": 1,
            "patches": 1, "resynced": false,
          ]
        ]
      ]
    default: return ["result": ["screens": [["name": "Counter", "group": "Examples"]]]]
    }
  }

  private func server() -> LiveServer {
    LiveServer(runner: runner, files: [], host: "127.0.0.1", port: 8080)
  }

  private func reply(
    _ server: LiveServer, _ target: String, method: String = "GET",
    host: String = "127.0.0.1:8080", headers: [(String, String)] = [], body: String = ""
  ) -> (status: Int, body: String) {
    let request = HTTPRequest(
      method: method, target: target, version: "HTTP/1.1",
      headers: [("host", host)] + headers, body: Array(body.utf8))
    switch server.handle(request) {
    case .response(let response):
      return (response.status, String(decoding: response.body, as: UTF8.self))
    case .eventStream(let topic, let first):
      return (200, "stream \(topic): \(first)")
    }
  }

  private let json = [("content-type", "application/json")]

  @Test func servesTheIndexAndALivePage() {
    let server = server()
    #expect(reply(server, "/").body.contains("<a href=\"/preview/Counter\">Counter</a>"))
    let page = reply(server, "/preview/Counter?variant=dark")
    #expect(page.status == 200)
    #expect(
      page.body.contains(
        "<main id=\"vellum-screen\" class=\"screen framed\" style=\"width:375px;height:667px\">"
          + "<span class=\"text\">Hi</span></main>"))
    #expect(page.body.contains("data-page=\"p1\""))
    #expect(
      runner.requests.contains { $0["method"] == "open" && $0["params"]?["variant"] == ["dark"] })
    #expect(reply(server, "/events?page=p1").body.hasPrefix("stream p1: event: hello\n"))
    // HEAD is answered as GET is (the server leaves the body off); an event stream has none.
    #expect(reply(server, "/", method: "HEAD").status == 200)
    #expect(reply(server, "/events?page=p1", method: "HEAD").status == 405)
  }

  /// A watched page's screen has its clock moved on as time passes, and the page gets what
  /// changed (a timer's ticks); an unwatched one is left alone.
  @Test func watchedScreensKeepTime() {
    let runner = ScriptedRunner { request in
      switch request["method"]?.string {
      case "poll":
        return [
          "result": [
            "page": [
              "operations": [["op": "text", "path": [0, 0], "text": "Ticks: 1"]], "version": 1,
            ]
          ]
        ]
      default: return ["result": ["screen": "s1", "html": "", "version": 0]]
      }
    }
    let server = LiveServer(runner: runner, files: [], host: "127.0.0.1", port: 8080)
    var events: [String] = []
    server.broadcast = { event, _, page in events.append(event + " " + page) }
    server.pollInterval = 0
    _ = reply(server, "/preview/Ticker")
    server.tick()
    #expect(!runner.requests.contains { $0["method"] == "poll" }, "no page watches it")
    server.isWatched = { $0 == "p1" }
    server.tick()
    let poll = runner.requests.last { $0["method"] == "poll" }
    #expect(poll?["params"]?["screen"] == "s1")
    #expect(poll?["params"]?["seconds"]?.number.map { $0 >= 0 && $0 <= 5 } == true)
    #expect(events == ["page p1"])
  }

  @Test func aHeadAnswerHasTheBodysLengthButNoBody() {
    let bytes = HTTPResponse(status: 200, text: "hi").bytes(keepAlive: true, headOnly: true)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("Content-Length: 3\r\n"))
    #expect(text.hasSuffix("Connection: keep-alive\r\n\r\n"))
  }

  /// A page's interaction goes to its screen, and the update to every page of it.
  @Test func anInteractionReachesTheScreenAndItsPages() {
    let server = server()
    var events: [(String, String)] = []
    server.broadcast = { event, data, page in events.append((event + " " + page, data.serialized)) }
    _ = reply(server, "/preview/Counter")
    let answer = reply(
      server, "/act", method: "POST", headers: json,
      body: #"{"page":"p1","action":"tap","ref":"e2"}"#)
    #expect(answer.status == 200)
    #expect(answer.body == #"{"version":1}"#)
    let act = runner.requests.last { $0["method"] == "act" }
    #expect(act?["params"] == ["screen": "s1", "action": "tap", "ref": "e2"])
    #expect(events.map(\.0) == ["page p1"])
    #expect(events.first?.1.contains(#""from":0"#) == true)
  }

  /// DNS rebinding: a page of another site, resolved to 127.0.0.1, sends its own Host.
  @Test func answersOnlyForItsOwnAddress() {
    let server = server()
    for host in ["localhost:8080", "127.0.0.1:8080", "[::1]:8080"] {
      #expect(reply(server, "/", host: host).status == 200, "\(host)")
    }
    for host in ["evil.example", "evil.example:8080", "127.0.0.1:9999", "", "localhost"] {
      #expect(reply(server, "/", host: host).status == 403, "\(host)")
    }
  }

  @Test func servesNothingButItsOwnPages() {
    let server = server()
    let asked = runner.requests.count
    for target in [
      "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/live.js/../x", "//etc/passwd",
      "/.git/config", "/Package.swift", "/%zz",
    ] {
      let status = reply(server, target).status
      #expect(status == 404 || status == 400, "\(target): \(status)")
    }
    #expect(runner.requests.count == asked, "no runner request for a path that is not a page")
    #expect(reply(server, "/act", method: "PUT").status == 405)
  }

  @Test func refusesInteractionsThatAreNotThePagesOwn() {
    let server = server()
    _ = reply(server, "/preview/Counter")
    let tap = #"{"page":"p1","action":"tap","ref":"e2"}"#
    #expect(
      reply(
        server, "/act", method: "POST", headers: json + [("origin", "http://evil.example")],
        body: tap
      )
      .status == 403)
    #expect(
      reply(server, "/act", method: "POST", headers: [("content-type", "text/plain")], body: tap)
        .status == 415)
    for body in [
      "", "[]", "{", #"{"page":"p1"}"#, #"{"page":"p1","action":"explode"}"#,
      #"{"page":"p1","action":"tap","ref":"<b>"}"#, #"{"page":"p1","action":"tap","x":1}"#,
      #"{"page":"p1","action":"type","value":[1]}"#,
    ] {
      #expect(
        reply(server, "/act", method: "POST", headers: json, body: body).status == 400, "\(body)")
    }
    #expect(
      reply(server, "/act", method: "POST", headers: json, body: #"{"page":"p9","action":"tap"}"#)
        .status
        == 404)
    #expect(runner.requests.allSatisfy { $0["method"] != "act" }, "none reached the screen")
  }

  /// A runner that stopped (a view trapped) is reported, and every page told to load again.
  @Test func aStoppedRunnerRestartsEveryPage() {
    var failing = false
    let runner = ScriptedRunner { request throws(RunnerFailure) in
      if failing { throw RunnerFailure(description: "the preview runner was killed by signal 4") }
      return ["result": ["screen": "s1", "html": "", "version": 0]]
    }
    let server = LiveServer(runner: runner, files: [], host: "127.0.0.1", port: 8080)
    var events: [String] = []
    server.broadcast = { event, _, page in events.append(event + " " + page) }
    _ = reply(server, "/preview/Counter")
    failing = true
    let answer = reply(
      server, "/act", method: "POST", headers: json,
      body: #"{"page":"p1","action":"tap","ref":"e1"}"#)
    #expect(answer.status == 502)
    #expect(answer.body.contains("killed by signal 4"))
    #expect(events == ["restart p1"])
  }
}
