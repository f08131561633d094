import VellumValues

@testable import VellumCLI
@testable import VellumRunner

/// A preview runner answering each request with `respond`, keeping the requests it was sent:
/// the MCP server and the live server tested without a runner process.
final class ScriptedRunner: RunnerConnection {
  var requests: [JSONValue] = []
  let respond: (JSONValue) throws(RunnerFailure) -> JSONValue

  init(_ respond: @escaping (JSONValue) throws(RunnerFailure) -> JSONValue) {
    self.respond = respond
  }

  func send(_ request: JSONValue) throws(RunnerFailure) -> JSONValue {
    requests.append(request)
    return try respond(request)
  }
}
