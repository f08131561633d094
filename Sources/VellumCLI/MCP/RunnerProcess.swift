import Foundation
import VellumRunner
import VellumValues

/// What the MCP server asks previews of: a preview runner, one request and its answer at a
/// time.
protocol RunnerConnection: AnyObject {
  /// Sends `request` (its `id` added) and returns the runner's answer.
  func send(_ request: JSONValue) throws(RunnerFailure) -> JSONValue
}

/// Why a runner gave no answer: it stopped (a view trapped), it took too long, or it could not
/// be started.
struct RunnerFailure: Error, CustomStringConvertible {
  let description: String
  /// What happened to the runner.
  var reason = Reason.notStarted
  /// The runtime's last words on its standard error, when it trapped: `Fatal error: …`.
  var trapMessage: String?

  /// What happened to the runner.
  enum Reason {
    /// It could not be started.
    case notStarted
    /// It ended: a trap, an exit, a signal.
    case stopped
    /// It gave no answer in time and was stopped.
    case timedOut
  }
}

/// A preview runner in a child process (`vellum-previews --runner`, or a runner built from a
/// package), started when first asked and again after it stops: a view that traps ends the
/// runner, never the server. Requests are lines on its standard input; answers, lines on its
/// standard output, read by a thread of their own so an answer that never comes times out.
final class RunnerProcess: RunnerConnection {
  private let executable: URL
  private let arguments: [String]
  private let timeout: TimeInterval
  private let environment: [String: String]
  private let forwardsErrors: Bool
  private var process: Process?
  /// The last lines the runner wrote to its standard error.
  private var errors: ErrorLines?
  private var input: FileHandle?
  private var lines: LineQueue?
  private var nextID = 0

  /// A runner started as `executable arguments…` with `environment` added to this process's,
  /// given `timeout` seconds an answer; what it writes to its standard error is kept (for the
  /// message of a trap) and, when `forwardsErrors`, written to this process's too.
  init(
    executable: URL, arguments: [String], timeout: TimeInterval = 30,
    environment: [String: String] = [:], forwardsErrors: Bool = true
  ) {
    self.executable = executable
    self.arguments = arguments
    self.timeout = timeout
    self.environment = environment
    self.forwardsErrors = forwardsErrors
  }

  deinit { stop() }

  /// The runner of the examples' previews: `vellum-previews`, beside this `vellum`.
  static var examplesRunner: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("vellum-previews")
  }

  func send(_ request: JSONValue) throws(RunnerFailure) -> JSONValue {
    try startIfNeeded()
    guard case .object(var members) = request, let input, let lines, let process else {
      throw RunnerFailure(description: "the preview runner could not be started")
    }
    nextID += 1
    members["id"] = .number(Double(nextID))
    do {
      try input.write(contentsOf: Data((JSONValue.object(members).serialized + "\n").utf8))
    } catch {
      throw stopped(process, while: "being sent a request")
    }
    while true {
      let line: String
      switch lines.next(timeout: timeout) {
      case .line(let text): line = text
      // The runner closed its output: it is ending, even if it is not yet reaped.
      case .ended: throw stopped(process, while: "answering")
      case .timedOut:
        stop()
        throw RunnerFailure(
          description: "the preview runner gave no answer in \(Int(timeout)) s (a view that "
            + "never returns?) and was stopped; every open screen is closed: open it again",
          reason: .timedOut)
      }
      // A line that is not this request's answer (a leftover of a timed-out one) is skipped.
      if let answer = try? JSONValue(parsing: line), answer["id"]?.number == Double(nextID) {
        return answer
      }
    }
  }

  private func startIfNeeded() throws(RunnerFailure) {
    if let process, process.isRunning { return }
    stop()
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let requests = Pipe()
    let answers = Pipe()
    process.standardInput = requests
    process.standardOutput = answers
    let errorOutput = Pipe()
    process.standardError = errorOutput
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    do {
      try process.run()
    } catch {
      throw RunnerFailure(
        description: "the preview runner \(executable.path) could not be started: \(error)")
    }
    self.process = process
    input = requests.fileHandleForWriting
    lines = LineQueue(reading: answers.fileHandleForReading)
    errors = ErrorLines(reading: errorOutput.fileHandleForReading, forwarding: forwardsErrors)
  }

  /// The failure of a runner that stopped, with how it ended.
  private func stopped(_ process: Process, while doing: String) -> RunnerFailure {
    process.waitUntilExit()
    let trap = errors?.waitForEnd().last { $0.contains("Fatal error") || $0.contains("failed:") }
    let how =
      process.terminationReason == .uncaughtSignal
      ? "was killed by signal \(process.terminationStatus)"
        + (process.terminationStatus == 4 || process.terminationStatus == 5
          ? " (a trap in a view: a fatalError, a nil force-unwrapped, an index out of range)" : "")
      : "exited with status \(process.terminationStatus)"
    stop()
    return RunnerFailure(
      description: "the preview runner \(how) while \(doing)"
        + (trap.map { " (\($0))" } ?? "") + "; every open screen is closed: open it again",
      reason: .stopped, trapMessage: trap)
  }

  private func stop() {
    if let process, process.isRunning { process.terminate() }
    try? input?.close()
    process = nil
    input = nil
    lines = nil
    errors = nil
  }
}

/// The last lines a runner writes to its standard error, read on a thread of their own and
/// written on to this process's standard error when forwarded.
private final class ErrorLines: @unchecked Sendable {
  // Guarded by `condition`.
  private var lines: [String] = []
  private var ended = false
  private let condition = NSCondition()
  /// How many lines are kept.
  private static let kept = 40

  init(reading handle: FileHandle, forwarding: Bool) {
    let thread = Thread { [self] in
      var pending = Data()
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        if forwarding { FileHandle.standardError.write(chunk) }
        pending.append(chunk)
        condition.lock()
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
          pending.removeSubrange(pending.startIndex...newline)
        }
        if lines.count > Self.kept { lines.removeFirst(lines.count - Self.kept) }
        condition.unlock()
      }
      condition.lock()
      ended = true
      condition.broadcast()
      condition.unlock()
    }
    thread.start()
  }

  /// The lines kept, once the runner closed its standard error (or after a second).
  func waitForEnd() -> [String] {
    let deadline = Date(timeIntervalSinceNow: 1)
    condition.lock()
    defer { condition.unlock() }
    while !ended, condition.wait(until: deadline) {}
    return lines
  }
}

/// The lines a file handle yields, read on a thread of their own and handed over one at a
/// time, with a timeout.
private final class LineQueue: @unchecked Sendable {
  // Guarded by `condition`.
  private var lines: [String] = []
  private var ended = false
  private let condition = NSCondition()

  init(reading handle: FileHandle) {
    let thread = Thread { [self] in
      var pending = Data()
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        pending.append(chunk)
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
          pending.removeSubrange(pending.startIndex...newline)
          condition.lock()
          lines.append(line)
          condition.signal()
          condition.unlock()
        }
      }
      condition.lock()
      ended = true
      condition.signal()
      condition.unlock()
    }
    thread.start()
  }

  /// What waiting for a line gave.
  enum Next {
    case line(String)
    /// The handle ended with no line left.
    case ended
    /// `timeout` seconds passed first.
    case timedOut
  }

  /// The next line, once one comes, the handle ends, or `timeout` seconds pass.
  func next(timeout: TimeInterval) -> Next {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while lines.isEmpty, !ended {
      // A wake-up before the deadline with nothing new waits again.
      if !condition.wait(until: deadline), Date() >= deadline { return .timedOut }
    }
    return lines.isEmpty ? .ended : .line(lines.removeFirst())
  }
}
