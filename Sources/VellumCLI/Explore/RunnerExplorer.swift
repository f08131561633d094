import Foundation
import VellumExplorer
import VellumRunner
import VellumValues

/// Explores a preview in a preview runner: each visit is one `explore` request on a screen of
/// the preview open in the runner. A visit that ends the runner (a trap) or that never
/// returns (it is stopped) is a finding of that path; the runner is started again and the
/// screen opened again for the next visit.
///
/// ```swift
/// let driver = RunnerExplorer(runner: runner, open: ["name": "Recipes"], inputs: ["Hello"])
/// let exploration = await Explorer(driver: driver, depth: 4, maximumStates: 500, deadline: .now + .seconds(60)).run()
/// ```
@MainActor
final class RunnerExplorer: ExplorationDriver {
  private let runner: any RunnerConnection
  /// What opens the preview: its `name`, or its `file` and `view`.
  private let open: [String: JSONValue]
  private let inputs: [String]
  /// The preview's screen in the runner, until the runner stops.
  private var screen: String?

  /// Explores the preview `open` names in `runner`, typing each of `inputs` into each field.
  init(runner: any RunnerConnection, open: [String: JSONValue], inputs: [String]) {
    self.runner = runner
    self.open = open
    self.inputs = inputs
  }

  func visit(_ path: [ExplorationMove], then move: ExplorationMove?) async -> ExplorationVisit {
    do throws(RunnerFailure) {
      var params: [String: JSONValue] = [
        "screen": .string(try screenID()), "path": try Self.json(path),
        "inputs": .array(inputs.map(JSONValue.string)),
      ]
      if let move { params["move"] = try Self.json(move) }
      let result = try call("explore", params)
      if let sight = result["sight"] {
        return .reached(try Self.decoded(ExplorationSight.self, sight))
      }
      if let failed = result["failed"],
        let kind = failed["kind"]?.string.flatMap(ExplorationFinding.Kind.init(rawValue:))
      {
        return .failed(kind, failed["message"]?.string ?? "")
      }
      return .lost
    } catch {
      screen = nil
      switch error.reason {
      case .stopped:
        return .failed(.trap, "the view trapped: " + (error.trapMessage ?? error.description))
      case .timedOut:
        return .failed(.hang, "a step did not return in time, and its runner was stopped")
      case .notStarted:
        return .failed(.diagnostic, error.description)
      }
    }
  }

  func inspect() async -> ExplorationInspection? {
    guard let screen,
      let inspection = try? call("inspect", ["screen": .string(screen)])["inspection"]
    else { return nil }
    return try? Self.decoded(ExplorationInspection.self, inspection)
  }

  /// The preview's screen in the runner, opened when the runner has none.
  private func screenID() throws(RunnerFailure) -> String {
    if let screen { return screen }
    let opened = try call("open", open)
    guard let id = opened["screen"]?.string else {
      throw RunnerFailure(description: "the runner opened no screen")
    }
    screen = id
    return id
  }

  /// The result of the runner's `method`, or its error as a failure.
  private func call(_ method: String, _ params: [String: JSONValue]) throws(RunnerFailure)
    -> JSONValue
  {
    let answer = try runner.send(["method": .string(method), "params": .object(params)])
    if let error = answer["error"] {
      throw RunnerFailure(
        description: "the runner could not \(method): " + (error["message"]?.string ?? ""))
    }
    return answer["result"] ?? .null
  }

  private static func json(_ value: some Encodable) throws(RunnerFailure) -> JSONValue {
    do {
      return try JSONValue(encoding: value)
    } catch {
      throw RunnerFailure(description: "a move could not be written: \(error)")
    }
  }

  private static func decoded<T: Decodable>(_ type: T.Type, _ value: JSONValue)
    throws(RunnerFailure) -> T
  {
    do {
      return try value.decoded(as: T.self)
    } catch {
      throw RunnerFailure(description: "the runner's answer could not be read: \(error)")
    }
  }
}
