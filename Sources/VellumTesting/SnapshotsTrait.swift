import Foundation
import Testing
import VellumSnapshots

/// A Swift Testing trait that records the snapshots of a test or suite in a mode.
///
/// ```swift
/// @Test(.snapshots(record: .failed)) func editorFlow() async throws { … }
/// ```
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
  let mode: SnapshotRecordMode

  /// Applies to the tests of a suite, too.
  public var isRecursive: Bool { true }

  /// Runs the test with the record mode set.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await SnapshotContext.$recordMode.withValue(mode) { try await function() }
  }
}

extension Trait where Self == SnapshotsTrait {
  /// Records the snapshots of this test or suite in `record` mode.
  ///
  /// ```swift
  /// @Suite(.snapshots(record: .missing)) struct EditorTests { … }
  /// ```
  public static func snapshots(record: SnapshotRecordMode) -> Self { SnapshotsTrait(mode: record) }
}
