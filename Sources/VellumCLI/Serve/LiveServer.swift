import Foundation
import VellumRenderers
import VellumRunner
import VellumValues

/// What `vellum serve` serves: the gallery's index, a live page for each preview (or each view
/// of a `.vellum` file), the page's script, an event stream a page, and the endpoint its
/// interactions are posted to. Screens run in a preview runner (``RunnerConnection``); one
/// screen a preview and variant, shared by every page that shows it, so a reload shows the
/// screen as it stands.
///
/// Requests are checked before anything is done: the `Host` must be the address served (no
/// DNS rebinding), an interaction must come from the page's own origin as JSON, and only the
/// routes below exist — no file is ever read for a URL.
///
/// | route | answers |
/// |---|---|
/// | `GET /` | the index of previews |
/// | `GET /preview/NAME?variant=dark,rtl` | the live page |
/// | `GET /live.js` | the page's script |
/// | `GET /events?page=ID` | the page's event stream: `hello`, `page`, `problem`, `restart` |
/// | `POST /act` | `{"page", "action", "ref", "value"}`: performs an interaction |
/// | `GET /fresh?page=ID` | the host's screen read afresh, as the page's markup (for checks) |
@MainActor
final class LiveServer {
  /// A screen a page shows.
  struct Screen {
    let id: String
    /// The screen's id in the runner.
    var runnerID: String
    let name: String
    let variant: [String]
    let file: String?
    /// The `open` request's parameters.
    let open: JSONValue
    /// The `act` requests' parameters (without the screen) of the interactions done on it, in
    /// order: a new build's runner replays them to bring the screen where it was.
    var actions: [JSONValue] = []
  }

  /// The runner the screens run in (a new one after each build of a package's runner).
  var runner: any RunnerConnection
  /// The package whose previews are served, followed for edits, if one is.
  var follower: PackageFollower?
  /// The `.vellum` files served (none: the runner's previews).
  private let files: [String]
  /// The `Host` values a request may carry.
  let allowedHosts: Set<String>
  var screens: [String: Screen] = [:]
  private var opened = 0
  /// Each file's contents when last read.
  private var contents: [String: Data] = [:]
  /// Each file's last problem, shown on its pages until it compiles again.
  private var problems: [String: String] = [:]
  /// The problem of the package's last build, shown on every page until a build succeeds.
  var buildProblem: String?
  /// When the package's build that is running started.
  var buildStarted: Date?
  /// Whether a page's event stream is open (the server's answer), so its screen's time runs.
  var isWatched: (_ page: String) -> Bool = { _ in false }
  /// When the watched screens' clocks were last moved on.
  private var lastPoll = Date()
  /// Seconds between two movings of the watched screens' clocks.
  var pollInterval: TimeInterval = 1
  /// Where the server says what it did (a build's time): standard output, for the command.
  var log: (String) -> Void = { _ in }
  /// Where an event goes: the server's broadcast.
  var broadcast: (_ event: String, _ data: JSONValue, _ page: String) -> Void = { _, _, _ in }

  /// A server of `runner`'s previews, or of the views of `files`, for requests to `host` at
  /// `port`.
  init(runner: any RunnerConnection, files: [String], host: String, port: UInt16) {
    self.runner = runner
    self.files = files
    var hosts: Set<String> = ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
    hosts.insert((host.contains(":") ? "[\(host)]" : host) + ":\(port)")
    allowedHosts = hosts
    for file in files { contents[file] = FileManager.default.contents(atPath: file) }
  }

  /// The reply to `request`.
  func handle(_ request: HTTPRequest) -> HTTPServer.Reply {
    guard let host = request.header("host") else {
      return .response(HTTPResponse(status: 400, text: "the request has no Host"))
    }
    guard allowedHosts.contains(host.lowercased()) else {
      return .response(
        HTTPResponse(status: 403, text: "this server answers only for its own address, not \(host)")
      )
    }
    guard let (path, query) = request.pathAndQuery else {
      return .response(HTTPResponse(status: 400, text: "the URL's encoding is not valid"))
    }
    // A HEAD request is answered as its GET is, without the body (the server leaves it off);
    // an event stream has no HEAD.
    let method = request.method == "HEAD" && path != "/events" ? "GET" : request.method
    switch (method, path) {
    case ("GET", "/"):
      return .response(index())
    case ("GET", "/live.js"):
      return .response(
        HTTPResponse(contentType: "text/javascript; charset=utf-8", body: LiveScript.source))
    case ("GET", "/events"):
      guard let id = query["page"], let screen = screens[id] else {
        return .response(HTTPResponse(status: 404, text: "no page has that id; reload the page"))
      }
      let hello = HTTPServer.eventFrame(event: "hello", data: pageVersion(screen).serialized)
      return .eventStream(topic: id, first: hello)
    case ("POST", "/act"):
      return .response(act(request))
    case ("GET", "/fresh"):
      guard let id = query["page"], let screen = screens[id] else {
        return .response(HTTPResponse(status: 404, text: "no page has that id"))
      }
      return .response(
        answer { () throws(LiveFailure) in
          let result = try call("page", ["screen": .string(screen.runnerID), "fresh": true])
          return HTTPResponse(
            contentType: "text/html; charset=utf-8", body: result["html"]?.string ?? "")
        })
    case ("GET", _) where path.hasPrefix("/preview/"):
      return .response(page(named: String(path.dropFirst("/preview/".count)), query: query))
    case (_, "/"), (_, "/live.js"), (_, "/events"), (_, "/act"), (_, "/fresh"):
      return .response(HTTPResponse(status: 405, text: "\(method) is not allowed on \(path)"))
    default:
      return .response(HTTPResponse(status: 404, text: "no such page"))
    }
  }

  /// Follows the served files: a file that changed is compiled again and every page of it
  /// updated in place, or shown the file's problems with its last good screen kept.
  func tick() {
    if let event = follower?.poll() { follow(event) }
    pollWatchedScreens()
    for file in files {
      let now = FileManager.default.contents(atPath: file)
      guard now != contents[file] else { continue }
      contents[file] = now
      do throws(LiveFailure) {
        let answer = try send(["method": "reload", "params": ["file": .string(file)]])
        if let error = answer["error"] {
          problems[file] = error["message"]?.string ?? "the file does not compile"
        } else {
          problems[file] = nil
          for (runnerID, update) in answer["result"]?["screens"]?.object ?? [:] {
            guard let screen = screens.values.first(where: { $0.runnerID == runnerID }) else {
              continue
            }
            send(update, from: screen)
          }
        }
        for screen in screens.values where screen.file == file {
          broadcast(
            "problem", ["message": problems[file].map(JSONValue.string) ?? .null], screen.id)
        }
      } catch {
        if case .stopped(let failure) = error { restart(failure) }
      }
    }
  }

  /// Moves the clock of every screen a page watches on by the time passed (``pollInterval``,
  /// a second), and sends the pages what changed: a timer's ticks show as they would on the
  /// device.
  private func pollWatchedScreens() {
    let elapsed = Date().timeIntervalSince(lastPoll)
    guard elapsed >= pollInterval else { return }
    lastPoll = Date()
    for screen in screens.values.sorted(by: { $0.id < $1.id }) where isWatched(screen.id) {
      let params: JSONValue = [
        "screen": .string(screen.runnerID), "seconds": .number(min(elapsed, 5)),
      ]
      guard let update = try? call("poll", params)["page"] else { continue }
      send(update, from: screen)
    }
  }

  // MARK: - Pages

  private func index() -> HTTPResponse {
    var items = ""
    do throws(LiveFailure) {
      for (name, group) in try previewNames() {
        let link = "/preview/" + Self.pathEscaped(name)
        items +=
          "<li><a href=\"\(Self.escaped(link))\">\(Self.escaped(name))</a>"
          + (group.isEmpty ? "" : " <small>\(Self.escaped(group))</small>") + "</li>"
      }
    } catch {
      return answer { () throws(LiveFailure) in throw error }
    }
    let body = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>Vellum live previews</title>
      <style>body{font:16px system-ui,sans-serif;margin:2em}small{color:#888}</style></head>
      <body><h1>Live previews</h1><ul class="previews">\(items)</ul></body></html>

      """
    return HTTPResponse(contentType: "text/html; charset=utf-8", body: body)
  }

  /// The names of what can be previewed: the runner's previews, or the views of the files.
  private func previewNames() throws(LiveFailure) -> [(String, String)] {
    if files.isEmpty {
      let screens = try call("list", [:])["screens"]?.array ?? []
      return screens.compactMap { screen in
        screen["name"]?.string.map { ($0, screen["group"]?.string ?? "") }
      }
    }
    return files.flatMap { file in
      Previewable.viewNames(in: file).map { ($0, URL(fileURLWithPath: file).lastPathComponent) }
    }
  }

  private func page(named name: String, query: [String: String]) -> HTTPResponse {
    let variant = (query["variant"] ?? "").split(separator: ",").map(String.init).sorted()
    return answer { () throws(LiveFailure) in
      let screen: Screen
      // The runner's page (or the new screen's): its markup and version, read together.
      let page: JSONValue
      if let open = screens.values.first(where: { $0.name == name && $0.variant == variant }) {
        screen = open
        page = try call("page", ["screen": .string(open.runnerID)])
      } else {
        var params: [String: JSONValue] = [
          "live": true, "variant": .array(variant.map(JSONValue.string)),
        ]
        let file = files.first { Previewable.viewNames(in: $0).contains(name) }
        if let file {
          params["file"] = .string(file)
          params["view"] = .string(name)
        } else {
          params["name"] = .string(name)
        }
        let result = try call("open", .object(params))
        opened += 1
        screen = Screen(
          id: "p\(opened)", runnerID: result["screen"]?.string ?? "", name: name,
          variant: variant, file: file, open: .object(params))
        screens[screen.id] = screen
        page = result
      }
      let document = LivePageDocument(
        title: name, page: screen.id, version: page["version"]?.number ?? 0,
        variant: variant, problem: buildProblem ?? screen.file.flatMap { problems[$0] },
        screen: page["html"]?.string ?? "",
        device: (page["device"]?["width"]?.number ?? 393, page["device"]?["height"]?.number ?? 852))
      return HTTPResponse(contentType: "text/html; charset=utf-8", body: document.html)
    }
  }

  private func pageVersion(_ screen: Screen) -> JSONValue {
    let version = (try? call("page", ["screen": .string(screen.runnerID)]))?["version"]
    return ["version": version ?? 0]
  }

  // MARK: - Interactions

  private func act(_ request: HTTPRequest) -> HTTPResponse {
    if let origin = request.header("origin"),
      !allowedHosts.contains(where: { "http://" + $0 == origin.lowercased() })
    {
      return HTTPResponse(status: 403, text: "interactions come only from this server's pages")
    }
    guard request.header("content-type")?.lowercased().hasPrefix("application/json") == true
    else {
      return HTTPResponse(status: 415, text: "an interaction is sent as application/json")
    }
    let message: Interaction
    do throws(Interaction.Invalid) {
      message = try Interaction(body: request.body)
    } catch {
      return HTTPResponse(status: 400, text: error.description)
    }
    guard let screen = screens[message.page] else {
      return HTTPResponse(status: 404, text: "no page \(message.page) is open; reload the page")
    }
    return answer { () throws(LiveFailure) in
      var params = message.params
      params["screen"] = .string(screen.runnerID)
      let update = try call("act", .object(params))["page"] ?? [:]
      screens[screen.id]?.actions.append(.object(message.params))
      send(update, from: screen)
      return HTTPResponse(
        contentType: "application/json",
        body: JSONValue.object(["version": update["version"] ?? 0]).serialized)
    }
  }

  /// Sends a page update to the pages of `screen`, with the version it starts from.
  func send(_ update: JSONValue, from screen: Screen) {
    guard let operations = update["operations"]?.array, !operations.isEmpty,
      let version = update["version"]?.number
    else { return }
    var event: [String: JSONValue] = [
      "from": .number(version - 1), "version": .number(version), "operations": .array(operations),
    ]
    if let problem = update["problem"] { event["problem"] = problem }
    broadcast("page", .object(event), screen.id)
  }

  // MARK: - The runner

  func call(_ method: String, _ params: JSONValue) throws(LiveFailure) -> JSONValue {
    let answer = try send(["method": .string(method), "params": params])
    if let error = answer["error"] {
      throw .refused(
        status: error["kind"]?.string == "notFound" ? 404 : 422,
        error["message"]?.string ?? "the runner could not do it")
    }
    return answer["result"] ?? [:]
  }

  private func send(_ request: JSONValue) throws(LiveFailure) -> JSONValue {
    do {
      return try runner.send(request)
    } catch {
      throw .stopped(error)
    }
  }

  /// The response `make` gives, or, when the runner fails, a 502 with why (and every page
  /// told to start again, for a runner that stopped).
  private func answer(_ make: () throws(LiveFailure) -> HTTPResponse) -> HTTPResponse {
    do {
      return try make()
    } catch {
      switch error {
      case .stopped(let failure):
        restart(failure)
        return HTTPResponse(status: 502, text: failure.description)
      case .refused(let status, let message):
        return HTTPResponse(status: status, text: message)
      }
    }
  }

  /// Forgets every screen after the runner stopped, and tells their pages to load again.
  private func restart(_ failure: RunnerFailure) {
    for id in screens.keys { broadcast("restart", ["message": .string(failure.description)], id) }
    screens.removeAll()
  }

  nonisolated static func escaped(_ text: String) -> String { HTMLBuffer.escaped(text) }

  nonisolated static func pathEscaped(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
  }
}

/// Why the server could not do what a request asked: the runner stopped (every page starts
/// again), or it refused (the status to answer with, and why).
enum LiveFailure: Error {
  case stopped(RunnerFailure)
  case refused(status: Int, String)
}
