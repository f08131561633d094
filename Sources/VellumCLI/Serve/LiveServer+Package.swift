import Foundation
import VellumRunner
import VellumValues

/// A served package's builds: a failed build shows its errors on every page, the last good
/// screens staying; a good build's runner takes every screen over.
extension LiveServer {
  /// Shows what the package's follower reported.
  func follow(_ event: PackageFollower.Event) {
    switch event {
    case .building:
      buildStarted = Date()
      log("a source changed: building…")
      for id in screens.keys { broadcast("status", ["message": "building…"], id) }
    case .failed(let message):
      buildProblem = message
      log("the build failed:\n" + message)
      for id in screens.keys {
        broadcast("status", ["message": "the build failed"], id)
        broadcast("problem", ["message": .string(message)], id)
      }
    case .built(let executable):
      buildProblem = nil
      let built = Date()
      swap(to: RunnerProcess(executable: executable, arguments: ["--runner"]))
      let building = built.timeIntervalSince(buildStarted ?? built)
      let moving = Date().timeIntervalSince(built)
      log(
        "built in \(Int(building * 1000)) ms; \(screens.count) screen(s) moved to it in "
          + "\(Int(moving * 1000)) ms")
    }
  }

  /// Moves every screen to `fresh`, a runner of a new build: each is opened there as it was
  /// first opened and the interactions done on it are replayed (stopping at the first the new
  /// build no longer allows), so a counter keeps its count where the edit left its buttons;
  /// each page is then brought from what it shows to the new screen by DOM operations, as an
  /// update is.
  ///
  /// Replaying is how state crosses builds: a process cannot take another's values. It keeps
  /// what the interactions made, not values a view set on its own (a timer's ticks).
  func swap(to fresh: any RunnerConnection) {
    let old = runner
    runner = fresh
    for id in screens.keys.sorted() {
      guard var screen = screens[id] else { continue }
      let shown = try? old.send(["method": "page", "params": ["screen": .string(screen.runnerID)]])
      do throws(LiveFailure) {
        screen.runnerID = try call("open", screen.open)["screen"]?.string ?? ""
        var replayed: [JSONValue] = []
        for action in screen.actions {
          guard case .object(var params) = action else { continue }
          params["screen"] = .string(screen.runnerID)
          do {
            _ = try call("act", .object(params))
          } catch {
            break
          }
          replayed.append(action)
        }
        screen.actions = replayed
        screens[id] = screen
        let page = shown?["result"]
        let update = try call(
          "rebase",
          [
            "screen": .string(screen.runnerID), "html": page?["html"] ?? "",
            "version": page?["version"] ?? 0,
          ])["page"]
        send(update ?? [:], from: screen)
        broadcast("status", ["message": "live"], id)
        broadcast("problem", ["message": .null], id)
      } catch {
        screens[id] = nil
        broadcast("restart", ["message": "the preview is not in the new build"], id)
      }
    }
  }
}
