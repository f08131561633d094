import Foundation
import Vellum
import VellumExplorer
import VellumLanguage
import VellumValues

/// Runs previews for a tool in another process: the MCP server (`vellum mcp`) starts a runner,
/// sends it requests, one JSON object a line on its standard input, and reads each answer, one
/// line on its standard output. A view that traps takes the runner down, not the tool, which
/// reports it and starts another.
///
/// Requests are `{"id": 1, "method": M, "params": {…}}`; an answer is `{"id": 1, "result": …}`
/// or `{"id": 1, "error": {"kind": K, "message": …}}`. The methods:
///
/// | method | params | result |
/// |---|---|---|
/// | `list` | | `screens`: each preview's `name` and `group` |
/// | `open` (the screen's `.task`s run first) | `name` of a preview, or `file` (a `.vellum` file) and its `view`; `variant`: names such as `dark`, `rtl`, `iPhoneSE`, `locale=fr`; `live` | `screen`, `name`, `snapshot`; live: `html`, `version`, `device` (the `width` and `height` of the screen the markup is placed on) |
/// | `snapshot` | `screen`; `text` (with the text rendering), `width` | `snapshot`, `text` |
/// | `act` | `screen`, `action` (``AgentAction/names``), `ref`, `value` | `snapshot`, `patches`; live: `page` |
/// | `page` | `screen`; `fresh` (the host's screen read afresh) | `html`, `version`, `device` |
/// | `poll` | `screen`; `seconds` the host's clock moves on (its timers tick) | `page`: the page's operations for updates no action made |
/// | `reload` | `file` | `screens`: each open screen of the file and its `page` |
/// | `rebase` | `screen`, `html`, `version`: a page another runner kept | `page`: what brings it to this screen |
/// | `render` | `screen`, `format`, `width` | `rendering` |
/// | `audit` | `screen`, `variants` | `findings` |
/// | `explore` | `screen`; `path`, the moves to replay on a fresh host of the screen's view, then `move`, done with its checks (see `HostExplorer`); `inputs` typed into fields | `sight`: the screen's `tree`, its `moves` and the move's `problems`; or `lost` |
/// | `inspect` | `screen`: the screen the last `explore` reached | `inspection`: its `audit`, `cutTexts` and `screen` page |
/// | `close` | `screen` | |
///
/// ```swift
/// // A runner's main.swift:
/// var gallery = PreviewGallery()
/// gallery.add(ContentView_Previews.self)
/// await PreviewRunner(gallery: gallery).run()
/// ```
@MainActor
public final class PreviewRunner {
  private let gallery: PreviewGallery
  private var screens: [String: AgentScreen] = [:]
  /// The explorer of each screen's last `explore`, which `inspect` reads.
  private var explorers: [String: HostExplorer] = [:]
  private var opened = 0

  /// A runner of `gallery`'s previews (and of any `.vellum` file a request names).
  public init(gallery: PreviewGallery) {
    self.gallery = gallery
  }

  /// Answers requests from standard input until it closes. Whatever the views print goes to
  /// standard error: standard output carries only answers.
  public func run() async {
    let answers = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    let lines = AsyncStream<String> { continuation in
      let reader = Thread {
        while let line = readLine(strippingNewline: true) { continuation.yield(line) }
        continuation.finish()
      }
      reader.start()
    }
    for await line in lines {
      answers.write(Data((await answer(line) + "\n").utf8))
    }
  }

  /// The answer to one request line, as one line of JSON.
  package func answer(_ line: String) async -> String {
    let request: JSONValue
    do {
      request = try JSONValue(parsing: line)
    } catch {
      return Self.failure(id: .null, .badArguments(error.description)).serialized
    }
    let id = request["id"] ?? .null
    guard let method = request["method"]?.string else {
      return Self.failure(id: id, .badArguments("a request needs a `method`")).serialized
    }
    let params = request["params"] ?? [:]
    do throws(AgentError) {
      let result = try await perform(method, params)
      return JSONValue.object(["id": id, "result": result]).serialized
    } catch {
      return Self.failure(id: id, error).serialized
    }
  }

  private static func failure(id: JSONValue, _ error: AgentError) -> JSONValue {
    let kind: JSONValue =
      switch error {
      case .badArguments: "badArguments"
      case .notFound: "notFound"
      case .interaction: "interaction"
      }
    return ["id": id, "error": ["kind": kind, "message": .string(error.description)]]
  }

  private func perform(_ method: String, _ params: JSONValue) async throws(AgentError)
    -> JSONValue
  {
    switch method {
    case "list":
      return [
        "screens": .array(
          gallery.previews.filter { $0.host != nil }.map {
            ["name": .string($0.name), "group": .string($0.group)]
          })
      ]
    case "open":
      let screen = try open(params)
      // As Xcode's canvas does, a preview shows its screen once its `.task`s have run (a
      // screen that loads its data there shows the data).
      await screen.host.settle(timeout: .seconds(2))
      var result: [String: JSONValue] = [
        "screen": .string(screen.id), "name": .string(screen.name),
        "snapshot": .string(screen.snapshot().text),
      ]
      if params["live"]?.bool == true {
        let page = screen.livePage()
        result["html"] = .string(page.html)
        result["version"] = .number(Double(page.version))
        result["device"] = Self.deviceValue(of: screen)
      }
      return .object(result)
    case "snapshot":
      let screen = try screen(params)
      var result: [String: JSONValue] = ["snapshot": .string(screen.snapshot().text)]
      if params["text"]?.bool == true {
        result["text"] = .string(try screen.render("text", width: try width(params)))
      }
      return .object(result)
    case "act":
      let screen = try screen(params)
      guard let name = params["action"]?.string else {
        throw .badArguments("act needs an `action`: " + AgentAction.names.joined(separator: ", "))
      }
      let action = try AgentAction(name: name, value: params["value"])
      let reference = try optionalString(params, "ref")
      let outcome = try await screen.act(action, reference: reference)
      return [
        "snapshot": .string(screen.snapshot().text), "patches": .string(outcome.patches),
        "page": Self.value(of: outcome.page),
      ]
    case "page":
      let screen = try screen(params)
      if params["fresh"]?.bool == true { return ["html": .string(screen.freshPageHTML())] }
      let page = screen.livePage()
      return [
        "html": .string(page.html), "version": .number(Double(page.version)),
        "device": Self.deviceValue(of: screen),
      ]
    case "poll":
      let screen = try screen(params)
      if let seconds = params["seconds"], seconds != .null {
        guard let value = seconds.number, value.isFinite, (0...60).contains(value) else {
          throw .badArguments("`seconds` is a number of seconds from 0 to 60")
        }
        // The host's clock moves as the page's time passes: its timers tick.
        screen.host.advance(by: .milliseconds(Int((value * 1000).rounded())))
      }
      await screen.host.settle(timeout: .milliseconds(500))
      return ["page": Self.value(of: screen.catchUp())]
    case "rebase":
      let screen = try screen(params)
      guard let html = try optionalString(params, "html"), let version = params["version"]?.number,
        version >= 0, version == version.rounded()
      else {
        throw .badArguments("rebase needs the page's `html` and its whole `version`")
      }
      return ["page": Self.value(of: screen.rebase(onto: html, version: Int(version)))]
    case "reload":
      guard let file = try optionalString(params, "file") else {
        throw .badArguments("reload needs the `file` that changed")
      }
      return ["screens": .object(try reload(file))]
    case "render":
      let screen = try screen(params)
      let format = try optionalString(params, "format") ?? "text"
      return ["rendering": .string(try screen.render(format, width: try width(params)))]
    case "audit":
      let screen = try screen(params)
      return ["findings": .string(screen.audit(variants: params["variants"]?.bool == true))]
    case "explore":
      let screen = try screen(params)
      let path = try Self.decoded([ExplorationMove].self, params["path"] ?? [], "path")
      var move: ExplorationMove?
      if let value = params["move"], value != .null {
        move = try Self.decoded(ExplorationMove.self, value, "move")
      }
      let inputs = try Self.decoded([String].self, params["inputs"] ?? [], "inputs")
      let explorer = HostExplorer(make: { screen.freshHost() }, inputs: inputs)
      explorers[screen.id] = explorer
      switch await explorer.visit(path, then: move) {
      case .reached(let sight): return ["sight": try Self.encoded(sight)]
      case .lost: return ["lost": true]
      case .failed(let kind, let message):
        return ["failed": ["kind": .string(kind.rawValue), "message": .string(message)]]
      }
    case "inspect":
      let screen = try screen(params)
      guard let inspection = await explorers[screen.id]?.inspect() else {
        throw .notFound("no exploration of \(screen.id) reached a screen: explore first")
      }
      return ["inspection": try Self.encoded(inspection)]
    case "close":
      let screen = try screen(params)
      screens[screen.id] = nil
      explorers[screen.id] = nil
      return [:]
    default:
      throw .notFound(
        "unknown method \(method); use list, open, snapshot, act, page, poll, reload, rebase, "
          + "render, audit, explore, inspect or close")
    }
  }

  /// `value` decoded as a `T`, or an error naming the parameter `name`.
  private static func decoded<T: Decodable>(_ type: T.Type, _ value: JSONValue, _ name: String)
    throws(AgentError) -> T
  {
    do {
      return try value.decoded(as: T.self)
    } catch {
      throw .badArguments("`\(name)` is not what explore takes: \(error)")
    }
  }

  /// `value` as JSON.
  private static func encoded(_ value: some Encodable) throws(AgentError) -> JSONValue {
    do {
      return try JSONValue(encoding: value)
    } catch {
      throw .badArguments("the answer could not be written: \(error)")
    }
  }

  /// What a live page's update is, as an answer gives it.
  /// The size of the element a live page's markup goes in: `{"width": 393, "height": 852}`.
  private static func deviceValue(of screen: AgentScreen) -> JSONValue {
    let size = LivePage.deviceSize(of: screen.host)
    return ["width": .number(size.width), "height": .number(size.height)]
  }

  private static func value(of update: LivePageUpdate) -> JSONValue {
    var value: [String: JSONValue] = [
      "operations": .array(update.operations), "version": .number(Double(update.version)),
      "patches": .number(Double(update.patches)), "resynced": .bool(update.resynced),
    ]
    if let problem = update.problem { value["problem"] = .string(problem) }
    return .object(value)
  }

  /// Compiles `file` again and gives each open screen of it the file's new view: a screen
  /// keeps its state where the edit left the view's identity alone. A file that no longer
  /// compiles leaves every screen as it was and answers with its diagnostics.
  private func reload(_ file: String) throws(AgentError) -> [String: JSONValue] {
    let program = try Self.program(at: file)
    var updates: [String: JSONValue] = [:]
    for screen in screens.values where screen.source?.file == file {
      let view = try Self.view(screen.source?.view, of: program)
      screen.replaceView(with: view)
      updates[screen.id] = Self.value(of: screen.catchUp())
    }
    return updates
  }

  private static func program(at file: String) throws(AgentError) -> Program {
    switch SourceFiles.program(at: file) {
    case .success(let parsed): return parsed
    case .failure(let error): throw .badArguments(error.description)
    }
  }

  private static func view(_ name: String?, of program: Program) throws(AgentError) -> any View {
    do throws(Diagnostic) {
      return try program.view(named: name)
    } catch {
      throw .badArguments(error.rendered(file: program.fileName, source: program.source))
    }
  }

  /// Opens the preview or the `.vellum` file's view `params` names.
  private func open(_ params: JSONValue) throws(AgentError) -> AgentScreen {
    let variant = try self.variant(params["variant"])
    let name: String
    let make: (Variant?) -> ViewHost
    var source: (file: String, view: String?)?
    if let file = try optionalString(params, "file") {
      let program = try Self.program(at: file)
      let root = try optionalString(params, "view")
      let view = try Self.view(root, of: program)
      name = root ?? program.viewNames.first ?? file
      make = { variant in ViewHost(view, variant: variant) }
      source = (file, root)
    } else {
      guard let wanted = try optionalString(params, "name") else {
        throw .badArguments("open needs the `name` of a preview (see list) or a `.vellum` `file`")
      }
      guard let preview = gallery.previews.first(where: { $0.name == wanted }),
        let host = preview.host
      else {
        let names = gallery.previews.filter { $0.host != nil }.map(\.name)
        throw .notFound(
          "no preview is named \(wanted); the previews are " + names.joined(separator: ", "))
      }
      name = wanted
      make = host
    }
    opened += 1
    let screen = AgentScreen(
      id: "s\(opened)", name: name, variant: variant, source: source, make: make)
    screens[screen.id] = screen
    return screen
  }

  /// The variant that the names in `value` make together, or `nil` for none.
  private func variant(_ value: JSONValue?) throws(AgentError) -> Variant? {
    guard let value else { return nil }
    let names: [String]
    if let name = value.string {
      names = [name]
    } else if let array = value.array, array.allSatisfy({ $0.string != nil }) {
      names = array.compactMap(\.string)
    } else {
      throw .badArguments("`variant` is a name or a list of names, such as [\"dark\", \"rtl\"]")
    }
    var combined: Variant?
    for name in names {
      let variant: Variant
      if name.hasPrefix("locale=") {
        let identifier = String(name.dropFirst("locale=".count))
        variant = Variant(name: identifier, locale: Locale(identifier: identifier))
      } else if let preset = Variant.named(name) {
        variant = preset
      } else {
        throw .badArguments(
          "unknown variant \(name); use locale=IDENTIFIER or one of "
            + Variant.presets.map(\.name).joined(separator: ", "))
      }
      combined = combined.map { $0.combined(with: variant) } ?? variant
    }
    return combined
  }

  private func screen(_ params: JSONValue) throws(AgentError) -> AgentScreen {
    guard let id = try optionalString(params, "screen") else {
      throw .badArguments("this needs the `screen` that open returned")
    }
    guard let screen = screens[id] else {
      let open = screens.keys.sorted()
      throw .notFound(
        "no screen \(id) is open"
          + (open.isEmpty ? "; open one first" : " (open: \(open.joined(separator: ", ")))"))
    }
    return screen
  }

  private func optionalString(_ params: JSONValue, _ key: String) throws(AgentError) -> String? {
    guard let value = params[key], value != .null else { return nil }
    guard let string = value.string else { throw .badArguments("`\(key)` must be a string") }
    return string
  }

  private func width(_ params: JSONValue) throws(AgentError) -> Int? {
    guard let value = params["width"], value != .null else { return nil }
    guard let number = value.number, number == number.rounded(), (10...400).contains(number)
    else {
      throw .badArguments("`width` is a whole number of cells from 10 to 400")
    }
    return Int(number)
  }
}
