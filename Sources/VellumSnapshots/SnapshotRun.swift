import Foundation

/// The log of one test run's snapshots, kept in `.build/vellum-snapshots/` of the package: which
/// references were touched, which failed (with the actual output), which were new. The
/// `vellum snapshots` command reads the newest log to find obsolete references and to write the
/// review page.
///
/// ```swift
/// SnapshotRun.shared.note(.passed, reference: url)
/// ```
package final class SnapshotRun: @unchecked Sendable {
  /// What happened to one reference.
  package enum Outcome: String, Sendable {
    /// Compared equal.
    case passed
    /// Differed; the actual output was written as an artifact.
    case failed
    /// Was missing and got recorded.
    case recorded
    /// Was missing and was not recorded.
    case missing
  }

  /// One line of a run log.
  package struct Entry: Equatable, Sendable {
    /// What happened.
    package var outcome: Outcome
    /// The reference file.
    package var reference: String
    /// The actual output, for a failure.
    package var actual: String?
  }

  /// The run of this process.
  package static let shared = SnapshotRun()

  private let lock = NSLock()
  private var logs: [String: URL] = [:]
  private let started = Int(Date().timeIntervalSince1970 * 1000)

  /// Notes what happened to `reference`, in the log of the package the reference belongs to.
  package func note(_ outcome: Outcome, reference: URL, actual: URL? = nil) {
    guard let root = Self.packageRoot(containing: reference) else { return }
    var line = outcome.rawValue + "\t" + reference.path
    if let actual { line += "\t" + actual.path }
    line += "\n"
    lock.lock()
    defer { lock.unlock() }
    if let log = logs[root.path] {
      Self.append(line, to: log)
      return
    }
    let log = Self.folder(in: root).appendingPathComponent(
      "run-\(started)-\(ProcessInfo.processInfo.processIdentifier)-\(getppid()).log")
    logs[root.path] = log
    try? FileManager.default.createDirectory(
      at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
    let header =
      Self.selection(in: CommandLine.arguments).map { "run\tpartial\t\($0)\n" } ?? "run\twhole\n"
    Self.append(header + line, to: log)
    if logs.count == 1 { atexit { SnapshotRun.shared.finish() } }
  }

  /// Marks every log of this process finished; a log without the mark belongs to a process that
  /// crashed or was killed.
  private func finish() {
    lock.lock()
    defer { lock.unlock() }
    for log in logs.values { Self.append("finished\n", to: log) }
  }

  private static func append(_ text: String, to log: URL) {
    if let handle = try? FileHandle(forWritingTo: log) {
      handle.seekToEndOfFile()
      handle.write(Data(text.utf8))
      try? handle.close()
    } else {
      try? Data(text.utf8).write(to: log)
    }
  }

  /// Why a test process with these arguments runs only part of the suite (a filter, a skip, or
  /// XCTest tests named one by one), or `nil` when it runs all of it.
  ///
  /// ```swift
  /// SnapshotRun.selection(in: ["Tests.xctest", "--filter", "Recipes"])   // "--filter Recipes"
  /// ```
  package static func selection(in arguments: [String]) -> String? {
    let arguments = Array(arguments.dropFirst())
    for (index, argument) in arguments.enumerated()
    where argument == "--filter" || argument == "--skip" {
      return ([argument] + arguments.dropFirst(index + 1).prefix(1)).joined(separator: " ")
    }
    guard !arguments.contains("--testing-library") else { return nil }
    return arguments.first { !$0.hasPrefix("-") }.map { "only \($0)" }
  }

  /// The folder that holds run logs.
  package static func folder(in root: URL) -> URL {
    root.appendingPathComponent(".build").appendingPathComponent("vellum-snapshots")
  }

  /// The entries of the newest `swift test` run in a package, oldest first. One run can be
  /// several test processes (XCTest's and Swift Testing's); their logs share the parent process.
  package static func latest(in root: URL) -> [Entry]? {
    guard let texts = newestRunLogs(in: root) else { return nil }
    return texts.flatMap(parse)
  }

  /// Why the newest run did not cover the whole suite: a test process ran a selection, or did
  /// not finish (it crashed or was killed). `nil` for a whole run, or when nothing is logged.
  package static func partialReason(in root: URL) -> String? {
    for text in newestRunLogs(in: root) ?? [] {
      let lines = text.split(separator: "\n")
      guard let header = lines.first, header.hasPrefix("run\t") else { continue }
      let fields = header.split(separator: "\t", maxSplits: 2)
      if fields.count > 1, fields[1] == "partial" {
        return "a test process ran a selection (\(fields.count > 2 ? fields[2] : ""))"
      }
      if lines.last != "finished" {
        return "a test process did not finish (it crashed or was killed)"
      }
    }
    return nil
  }

  /// The texts of the logs of the newest run, or `nil` when none is logged.
  private static func newestRunLogs(in root: URL) -> [String]? {
    let folder = folder(in: root)
    guard
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter({ $0.hasPrefix("run-") && $0.hasSuffix(".log") }),
      let newest = names.max(by: { field(0, of: $0) < field(0, of: $1) })
    else { return nil }
    return names.filter { field(2, of: $0) == field(2, of: newest) }.sorted().compactMap {
      try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }
  }

  /// The entries of one log's text.
  private static func parse(_ text: String) -> [Entry] {
    text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: "\t").map(String.init)
      guard parts.count >= 2, let outcome = Outcome(rawValue: parts[0]) else { return nil }
      return Entry(
        outcome: outcome, reference: parts[1], actual: parts.count > 2 ? parts[2] : nil)
    }
  }

  /// A number of a log name `run-<start>-<process>-<parent>.log`.
  private static func field(_ index: Int, of name: String) -> Int {
    let fields = name.dropFirst(4).dropLast(4).split(separator: "-")
    return index < fields.count ? Int(fields[index]) ?? 0 : 0
  }

  /// The nearest folder above `file` that holds a `Package.swift`.
  package static func packageRoot(containing file: URL) -> URL? {
    var folder = file.deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }
}
