import Foundation

/// A command run to its end, for the package tools `vellum serve --package` uses (`swift
/// package describe`, `swift build`): its status and what it printed, both streams together.
///
/// ```swift
/// let run = Subprocess.run("swift", ["--version"], in: URL(fileURLWithPath: "."))
/// run.status   // 0
/// ```
struct Subprocess {
  /// The exit status (or the signal that ended it).
  let status: Int32
  /// Standard output and standard error, as they came.
  let output: String

  /// Runs `command` (looked up in `PATH`) with `arguments` in `directory` and waits for it.
  static func run(_ command: String, _ arguments: [String], in directory: URL) -> Subprocess {
    let process = start(command, arguments, in: directory)
    guard let process else {
      return Subprocess(status: -1, output: "\(command) could not be started")
    }
    return process.finish()
  }

  /// Starts `command`; ``Running/finish()`` waits for it.
  static func start(_ command: String, _ arguments: [String], in directory: URL) -> Running? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [command] + arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    return Running(process: process, output: OutputCollector(output.fileHandleForReading))
  }

  /// A command still running, its output read as it comes so it never blocks on a full pipe.
  struct Running {
    let process: Process
    fileprivate let output: OutputCollector

    /// Whether it has ended.
    var hasEnded: Bool { !process.isRunning }

    /// Waits for the end and returns the outcome.
    func finish() -> Subprocess {
      process.waitUntilExit()
      return Subprocess(status: process.terminationStatus, output: output.text())
    }
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class OutputCollector: @unchecked Sendable {
  // Guarded by `condition`.
  private var data = Data()
  private var ended = false
  private let condition = NSCondition()

  init(_ handle: FileHandle) {
    Thread { [self] in
      while true {
        let chunk = handle.availableData
        condition.lock()
        if chunk.isEmpty {
          ended = true
          condition.broadcast()
          condition.unlock()
          return
        }
        data.append(chunk)
        condition.unlock()
      }
    }.start()
  }

  /// Everything read, once the pipe has ended.
  func text() -> String {
    condition.lock()
    defer { condition.unlock() }
    while !ended { condition.wait() }
    return String(decoding: data, as: UTF8.self)
  }
}
