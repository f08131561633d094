import Foundation
import Testing
import VellumSnapshots

/// What a snapshot assertion knows about where it runs: the record mode set by a trait or a
/// scoped helper, the file writer, and the environment.
public enum SnapshotContext {
  @TaskLocal static var recordMode: SnapshotRecordMode?
  @TaskLocal static var files = SnapshotFiles.standard
  @TaskLocal static var environment: [String: String]?
  @TaskLocal static var failureSink: (@Sendable (TestFramework, String) -> Void)?

  /// The environment variables assertions read (the process's unless a test replaced them).
  static var variables: [String: String] { environment ?? ProcessInfo.processInfo.environment }
}

/// Runs `body` with snapshots recorded in `mode` (unless on CI, where only `VELLUM_RECORD` can).
///
/// ```swift
/// try await withSnapshotRecording(.all) { assertSnapshot(of: host, as: .text) }
/// ```
public func withSnapshotRecording<R>(
  _ mode: SnapshotRecordMode, isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> R
) async rethrows -> R {
  try await SnapshotContext.$recordMode.withValue(mode) { try await body() }
}

/// Runs `body` with snapshot files written by `files` and, when given, these environment
/// variables instead of the process's (for testing the assertions themselves).
///
/// ```swift
/// try await withSnapshotFiles(failingWriter) { assertSnapshot(of: host, as: .text) }
/// ```
package func withSnapshotFiles<R>(
  _ files: SnapshotFiles, environment: [String: String]? = nil,
  isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
) async rethrows -> R {
  try await SnapshotContext.$files.withValue(files) {
    try await SnapshotContext.$environment.withValue(environment) { try await body() }
  }
}

/// Runs `body` with snapshot failures handed to `sink` (with the framework they would have gone
/// to) instead of being reported, for testing the assertions themselves.
///
/// ```swift
/// await withSnapshotFailures({ framework, message in seen.append(message) }) { … }
/// ```
public func withSnapshotFailures<R>(
  _ sink: @escaping @Sendable (TestFramework, String) -> Void,
  isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
) async rethrows -> R {
  try await SnapshotContext.$failureSink.withValue(sink) { try await body() }
}
