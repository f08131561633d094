import Foundation
import VellumRunner
import VellumValues

/// A Model Context Protocol server over standard input and output (JSON-RPC 2.0, a message a
/// line): `initialize`, `ping`, `tools/list` and `tools/call` of the tools in
/// ``MCPTool/all``, each carried out by a preview runner. Malformed input gets a JSON-RPC
/// error; a tool that cannot do what it was asked (a bad argument, an unknown ref, a view
/// that trapped) returns a result marked `isError` with a message that says why, and the
/// server keeps serving.
///
/// ```swift
/// let server = MCPServer(runner: RunnerProcess(executable: runnerURL, arguments: ["--runner"]))
/// server.answer(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)   // {"id":1,"jsonrpc":"2.0","result":{}}
/// ```
final class MCPServer {
  /// The protocol revisions the server speaks, newest first: a client asking for one of them
  /// gets it, any other client the newest.
  static let revisions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
  /// The longest message read, in bytes: a longer line is answered with an error and dropped.
  static let longestMessage = 4 << 20

  /// The runner the tools use now: the examples', or that of the package last pointed at.
  private var runner: RunnerConnection
  /// The runner of the examples' previews.
  private let examples: RunnerConnection
  private let packages: PackageRunnerSource

  /// A server of `runner`'s previews, and of the packages a tool call points at (through
  /// `packages`).
  init(runner: RunnerConnection, packages: PackageRunnerSource = PackageRunners()) {
    self.runner = runner
    examples = runner
    self.packages = packages
  }

  /// Answers messages from standard input until it closes.
  func serve() {
    // A write to a runner that just stopped must fail, not end the server.
    signal(SIGPIPE, SIG_IGN)
    var reader = BoundedLineReader(handle: .standardInput, longest: Self.longestMessage)
    while let line = reader.next() {
      let answer: String?
      switch line {
      case .line(let text): answer = self.answer(text)
      case .tooLong:
        answer = Self.error(
          id: .null, code: -32600, "a message is at most \(Self.longestMessage) bytes")
      }
      if let answer { FileHandle.standardOutput.write(Data((answer + "\n").utf8)) }
    }
  }

  /// The answer to one message, or `nil` for a notification or a response, which get none.
  func answer(_ line: String) -> String? {
    guard !line.allSatisfy(\.isWhitespace) else { return nil }
    let message: JSONValue
    do {
      message = try JSONValue(parsing: line)
    } catch {
      return Self.error(id: .null, code: -32700, "parse error: the message is not JSON")
    }
    guard case .object(let members) = message else {
      return Self.error(
        id: .null, code: -32600,
        message.array != nil
          ? "batches are not accepted: send one message a line"
          : "a message is a JSON object")
    }
    let id = members["id"]
    if let id, !Self.isValidID(id) {
      return Self.error(id: .null, code: -32600, "an id is a string or a number")
    }
    guard members["jsonrpc"] == "2.0" else {
      return Self.error(id: id ?? .null, code: -32600, "jsonrpc must be \"2.0\"")
    }
    guard let method = members["method"]?.string else {
      // A response to a request the server never sent, or a message without a method.
      if members["result"] != nil || members["error"] != nil { return nil }
      return Self.error(id: id ?? .null, code: -32600, "a request needs a method")
    }
    guard let id else { return nil }  // A notification: initialized, cancelled, …
    let params = members["params"] ?? [:]
    guard case .object = params else {
      return Self.error(id: id, code: -32602, "params must be an object")
    }
    switch method {
    case "initialize": return Self.result(id: id, initialize(params))
    case "ping": return Self.result(id: id, [:])
    case "tools/list":
      return Self.result(id: id, ["tools": .array(MCPTool.all.map(\.listing))])
    case "tools/call":
      guard let name = params["name"]?.string else {
        return Self.error(id: id, code: -32602, "tools/call needs the tool's name")
      }
      guard let tool = MCPTool.all.first(where: { $0.name == name }) else {
        return Self.error(
          id: id, code: -32602,
          "unknown tool \(name); the tools are "
            + MCPTool.all.map(\.name).joined(separator: ", "))
      }
      return Self.result(id: id, call(tool, params["arguments"] ?? [:]))
    default:
      return Self.error(id: id, code: -32601, "method not found: \(method)")
    }
  }

  private func initialize(_ params: JSONValue) -> JSONValue {
    let asked = params["protocolVersion"]?.string ?? ""
    return [
      "protocolVersion": .string(Self.revisions.contains(asked) ? asked : Self.revisions[0]),
      "capabilities": ["tools": ["listChanged": false]],
      "serverInfo": ["name": "vellum", "version": "0.1.0"],
      "instructions": """
      Vellum runs SwiftUI screens without a simulator. list_screens, then open_screen: it \
      returns a screen id and an accessibility snapshot, one line per element with a ref \
      such as [ref=e3] on what can be acted on. act on a ref (tap, type, toggle, …) to get \
      the new snapshot; render shows the screen as text, HTML or SVG; audit checks \
      accessibility.
      """,
    ]
  }

  /// The result of calling `tool`: its text, or an error result saying what went wrong.
  private func call(_ tool: MCPTool, _ arguments: JSONValue) -> JSONValue {
    if let problem = tool.problem(with: arguments) { return Self.toolError(problem) }
    var arguments = arguments
    var note = ""
    if tool.method == "list", arguments["package"] == nil, runner !== examples {
      runner = examples
      note = "(Back to the examples' previews: screens open start afresh.)\n"
    }
    if case .object(var members) = arguments, let folder = members["package"]?.string {
      members["package"] = nil
      arguments = .object(members)
      do throws(PackageBuildFailure) {
        let (packageRunner, isNew) = try packages.runner(for: folder)
        runner = packageRunner
        if isNew { note = "(The package's previews were built: screens open start afresh.)\n" }
      } catch {
        return Self.buildError(error)
      }
    }
    let answer: JSONValue
    do {
      answer = try runner.send(["method": .string(tool.method), "params": arguments])
    } catch {
      return Self.toolError(error.description)
    }
    if let failure = answer["error"] {
      return Self.toolError(failure["message"]?.string ?? "the runner failed")
    }
    let result = answer["result"] ?? [:]
    return ["content": [["type": "text", "text": .string(note + Self.text(of: tool, result))]]]
  }

  /// A runner's result as the text a model reads.
  private static func text(of tool: MCPTool, _ result: JSONValue) -> String {
    let snapshot = result["snapshot"]?.string ?? ""
    switch tool.method {
    case "list":
      let screens = result["screens"]?.array ?? []
      return "Previews (open one with open_screen's name):\n"
        + screens.map { "- \($0["name"]?.string ?? "")\n" }.joined()
    case "open":
      return "Opened \(result["name"]?.string ?? "") as screen "
        + "\(result["screen"]?.string ?? "").\n\n" + snapshot
    case "snapshot":
      guard let text = result["text"]?.string else { return snapshot }
      return snapshot + "\nText rendering:\n" + text
    case "act":
      let patches = result["patches"]?.string ?? ""
      return snapshot + "\nPatches:\n" + (patches.isEmpty ? "(nothing changed)\n" : patches)
    case "render": return result["rendering"]?.string ?? ""
    case "audit": return result["findings"]?.string ?? ""
    default: return "Closed."
    }
  }

  private static func isValidID(_ id: JSONValue) -> Bool {
    id.string != nil || id.number != nil
  }

  /// A package's build failure as a tool error: the message, and each compiler error's file,
  /// line, column and message as structured content.
  private static func buildError(_ failure: PackageBuildFailure) -> JSONValue {
    let errors: [JSONValue] = failure.errors.map {
      [
        "file": .string($0.file), "line": .number(Double($0.line)),
        "column": .number(Double($0.column)), "message": .string($0.message),
      ]
    }
    return [
      "content": [["type": "text", "text": .string(failure.description)]], "isError": true,
      "structuredContent": ["errors": .array(errors)],
    ]
  }

  private static func toolError(_ message: String) -> JSONValue {
    ["content": [["type": "text", "text": .string(message)]], "isError": true]
  }

  private static func result(id: JSONValue, _ result: JSONValue) -> String {
    JSONValue.object(["jsonrpc": "2.0", "id": id, "result": result]).serialized
  }

  private static func error(id: JSONValue, code: Int, _ message: String) -> String {
    JSONValue.object([
      "jsonrpc": "2.0", "id": id,
      "error": ["code": .number(Double(code)), "message": .string(message)],
    ]).serialized
  }
}
