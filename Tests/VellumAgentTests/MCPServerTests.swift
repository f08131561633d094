import Foundation
import Testing
import VellumValues

@testable import VellumCLI
@testable import VellumRunner

/// The MCP server's side of the protocol (JSON-RPC 2.0 as the Model Context Protocol's
/// revision 2025-11-25 uses it: https://modelcontextprotocol.io/specification/2025-11-25),
/// with a runner that answers from a closure, and the runner process's crash handling with a
/// real process.
@Suite struct MCPServerTests {
  private func answer(_ server: MCPServer, _ line: String) throws -> JSONValue {
    let text = try #require(server.answer(line))
    #expect(!text.contains("\n"), "an answer is one line")
    return try JSONValue(parsing: text)
  }

  private func errorCode(_ server: MCPServer, _ line: String) throws -> Double? {
    try answer(server, line)["error"]?["code"]?.number
  }

  private let echo = ScriptedRunner { request in
    ["result": ["snapshot": .string("- button \"Go\" [ref=e1]\n"), "patches": ""]]
  }

  @Test func initializeNegotiatesTheRevision() throws {
    let server = MCPServer(runner: echo)
    let known = try answer(
      server,
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
    )
    #expect(known["result"]?["protocolVersion"] == "2025-06-18")
    #expect(known["result"]?["capabilities"]?["tools"] != nil)
    let unknown = try answer(
      server,
      #"{"jsonrpc":"2.0","id":"a","method":"initialize","params":{"protocolVersion":"1999-01-01"}}"#
    )
    #expect(unknown["id"] == "a")
    #expect(unknown["result"]?["protocolVersion"] == .string(MCPServer.revisions[0]))
  }

  @Test func malformedMessagesGetTheirJSONRPCErrors() throws {
    let server = MCPServer(runner: echo)
    #expect(try errorCode(server, "{not json") == -32700)
    #expect(try errorCode(server, "[1, 2]") == -32600)
    #expect(try errorCode(server, "42") == -32600)
    #expect(try errorCode(server, #"{"id":1,"method":"ping"}"#) == -32600)
    #expect(try errorCode(server, #"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#) == -32600)
    #expect(try errorCode(server, #"{"jsonrpc":"2.0","id":1}"#) == -32600)
    #expect(
      try errorCode(server, #"{"jsonrpc":"2.0","id":1,"method":"ping","params":[1]}"#) == -32602)
    #expect(try errorCode(server, #"{"jsonrpc":"2.0","id":1,"method":"resources/list"}"#) == -32601)
    #expect(
      try errorCode(server, #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{}}"#)
        == -32602)
    #expect(
      try errorCode(
        server, #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"fly"}}"#)
        == -32602)
    // Notifications and responses get no answer.
    #expect(server.answer(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
    #expect(server.answer(#"{"jsonrpc":"2.0","id":5,"result":{}}"#) == nil)
    #expect(server.answer("   ") == nil)
  }

  @Test func toolsAreListedWithTheirSchemas() throws {
    let tools = try answer(
      MCPServer(runner: echo), #"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#)
    let listed = tools["result"]?["tools"]?.array ?? []
    #expect(
      listed.compactMap { $0["name"]?.string }
        == ["list_screens", "open_screen", "snapshot", "act", "render", "audit", "close_screen"])
    let act = try #require(listed.first { $0["name"] == "act" })
    #expect(act["inputSchema"]?["required"] == ["screen", "action"])
    #expect(
      act["inputSchema"]?["properties"]?["action"]?["enum"]?.array?.count == AgentAction.names.count
    )
  }

  @Test func badArgumentsAreToolErrorsThatSayWhy() throws {
    let runner = echo
    let server = MCPServer(runner: runner)
    func call(_ arguments: String) throws -> (text: String?, isError: Bool) {
      let result = try answer(
        server,
        #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"act","arguments":"#
          + arguments + "}}")["result"]
      return (result?["content"]?.array?.first?["text"]?.string, result?["isError"] == true)
    }
    #expect(try call("{}") == ("act needs the argument screen", true))
    #expect(
      try call(#"{"screen":"s1","action":"fly"}"#).text?.hasPrefix("action is one of tap") == true)
    #expect(try call(#"{"screen":1,"action":"tap"}"#) == ("screen must be a string", true))
    #expect(
      try call(#"{"screen":"s1","action":"tap","colour":"red"}"#).text?.hasPrefix(
        "act takes no argument colour") == true)
    #expect(try call("[]") == ("the arguments must be an object", true))
    #expect(runner.requests.isEmpty, "nothing malformed reaches the runner")
    let good = try call(#"{"screen":"s1","action":"tap","ref":"e1"}"#)
    #expect(good == ("- button \"Go\" [ref=e1]\n\nPatches:\n(nothing changed)\n", false))
    #expect(runner.requests.last?["params"]?["ref"] == "e1")
  }

  @Test func aRunnerFailureIsAToolErrorAndTheServerGoesOn() throws {
    var fails = true
    let runner = ScriptedRunner { _ throws(RunnerFailure) in
      if fails {
        fails = false
        throw RunnerFailure(description: "the preview runner was killed by signal 4")
      }
      return ["error": ["kind": "notFound", "message": "no screen s1 is open; open one first"]]
    }
    let server = MCPServer(runner: runner)
    let call =
      #"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"snapshot","arguments":{"screen":"s1"}}}"#
    let first = try answer(server, call)["result"]
    #expect(first?["isError"] == true)
    #expect(first?["content"]?.array?.first?["text"] == "the preview runner was killed by signal 4")
    let second = try answer(server, call)["result"]
    #expect(second?["content"]?.array?.first?["text"] == "no screen s1 is open; open one first")
    #expect(try answer(server, #"{"jsonrpc":"2.0","id":10,"method":"ping"}"#)["result"] == [:])
  }

  /// A package the agent points at whose previews do not build: the tool error says so, with
  /// each compiler error's file, line, column and message as structured content; once it
  /// builds, the tools use its runner.
  @Test func aPackageThatDoesNotBuildIsAStructuredToolError() throws {
    final class Packages: PackageRunnerSource {
      var builds = false
      let runner = ScriptedRunner { _ in ["result": ["screens": [["name": "Counter"]]]] }
      func runner(for folder: String) throws(PackageBuildFailure) -> (RunnerConnection, isNew: Bool)
      {
        guard builds else {
          let error = BuildDiagnostic(
            file: folder + "/Sources/UI/Counter.swift", line: 9, column: 20,
            message: "cannot find 'step' in scope")
          throw PackageBuildFailure(
            description: "the previews of \(folder) do not build:\n\(error)", errors: [error])
        }
        return (runner, true)
      }
    }
    let packages = Packages()
    let server = MCPServer(runner: echo, packages: packages)
    let call =
      #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"list_screens","arguments":{"package":"/p"}}}"#
    let failed = try answer(server, call)["result"]
    #expect(failed?["isError"] == true)
    #expect(
      failed?["structuredContent"]
        == [
          "errors": [
            [
              "file": "/p/Sources/UI/Counter.swift", "line": 9, "column": 20,
              "message": "cannot find 'step' in scope",
            ]
          ]
        ])
    packages.builds = true
    let listed = try answer(server, call)["result"]?["content"]?.array?.first?["text"]?.string
    #expect(listed?.contains("- Counter") == true)
    #expect(packages.runner.requests.last == ["method": "list", "params": [:]], "no package param")
  }

  /// Random bytes, truncated and mistyped messages and calls in random order: each message with
  /// an id gets exactly one answer with that id, a result or an error, and the server goes on.
  @Test func fuzzedMessagesAllGetAnAnswer() throws {
    var generator = SystemRandomNumberGenerator()
    let server = MCPServer(runner: echo)
    let valid = [
      #"{"jsonrpc":"2.0","id":1,"method":"ping"}"#,
      #"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#,
      #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"act","arguments":{"screen":"s1","action":"tap","ref":"e1"}}}"#,
      #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"render","arguments":{"screen":"s1","format":"svg","width":12.5}}}"#,
      #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"open_screen","arguments":{"variant":[1,2]}}}"#,
    ]
    for round in 0..<2_000 {
      var line = valid[Int.random(in: 0..<valid.count, using: &generator)]
      switch round % 4 {
      case 1: line = String(line.prefix(Int.random(in: 0..<line.count, using: &generator)))
      case 2:
        var bytes = Array(line.utf8)
        for _ in 0..<3 {
          bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(
            in: 0x20...0x7E, using: &generator)
        }
        line = String(decoding: bytes, as: UTF8.self)
      case 3:
        line = String(
          decoding: (0..<Int.random(in: 1...64, using: &generator)).map { _ in
            UInt8.random(in: 0...255, using: &generator)
          }.filter { $0 != 10 }, as: UTF8.self)
      default: break
      }
      guard let text = server.answer(line) else { continue }
      let reply = try JSONValue(parsing: text)
      #expect(reply["jsonrpc"] == "2.0")
      #expect((reply["result"] == nil) != (reply["error"] == nil), "\(line) → \(text)")
    }
  }

  @Test func aRunnerThatTrapsIsReportedAndStartedAgain() throws {
    // A "runner" that reads one request and dies of SIGILL, as a trap in a view does.
    let runner = RunnerProcess(
      executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: ["-c", "read line; kill -ILL $$"], timeout: 10)
    #expect(throws: RunnerFailure.self) { try runner.send(["method": "list"]) }
    let error = #expect(throws: RunnerFailure.self) { try runner.send(["method": "list"]) }
    #expect(
      error?.description.hasPrefix("the preview runner was killed by signal 4 (a trap") == true)
  }

  @Test func aRunnerThatNeverAnswersTimesOut() throws {
    let runner = RunnerProcess(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "sleep 30"], timeout: 0.5)
    let error = #expect(throws: RunnerFailure.self) { try runner.send(["method": "list"]) }
    #expect(error?.description.hasPrefix("the preview runner gave no answer in 0 s") == true)
  }

  @Test func tooLongLinesAreReportedAndSkipped() throws {
    let pipe = Pipe()
    var reader = BoundedLineReader(handle: pipe.fileHandleForReading, longest: 16)
    pipe.fileHandleForWriting.write(Data((String(repeating: "x", count: 100) + "\nok\nlast").utf8))
    try pipe.fileHandleForWriting.close()
    #expect(reader.next() == .tooLong)
    #expect(reader.next() == .line("ok"))
    #expect(reader.next() == .line("last"))
    #expect(reader.next() == nil)
  }
}
