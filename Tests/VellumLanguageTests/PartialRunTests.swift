import Foundation
import Testing
import VellumCLI
import VellumSnapshots

/// `vellum snapshots --check` and `--prune` refuse a partial run: after `swift test --filter …`
/// or a crashed test process, the references the run did not touch may still be in use, and
/// pruning would delete them.
@MainActor
@Suite struct PartialRunTests {
  /// A package with one used and one unused reference, and a run log with `lines`.
  private func package(log lines: [String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    let snapshots = root.appendingPathComponent("Tests/AppTests/__Snapshots__/FlowTests")
    try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(
      to: root.appendingPathComponent("Package.swift"))
    for name in ["used.txt", "unused.txt"] {
      try Data("x\n".utf8).write(to: snapshots.appendingPathComponent(name))
    }
    let logs = SnapshotRun.folder(in: root)
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    let used = snapshots.appendingPathComponent("used.txt").path
    let text = lines.map { $0.replacingOccurrences(of: "USED", with: used) }.joined(separator: "\n")
    try Data((text + "\n").utf8).write(to: logs.appendingPathComponent("run-1-2-3.log"))
    return root
  }

  @Test func aWholeFinishedRunListsTheUnusedReference() async throws {
    let root = try package(log: ["run\twhole", "passed\tUSED", "finished"])
    let outcome = await VellumCommandLine.run(["snapshots", "--check", root.path])
    #expect(outcome.status == 1)
    #expect(outcome.output.contains("obsolete ") && outcome.output.contains("unused.txt"))
  }

  @Test func aFilteredRunIsRefused() async throws {
    let root = try package(log: ["run\tpartial\t--filter Flow", "passed\tUSED", "finished"])
    for option in ["--check", "--prune"] {
      let outcome = await VellumCommandLine.run(["snapshots", option, root.path])
      #expect(outcome.status == 1)
      #expect(
        outcome.errors.hasPrefix(
          "vellum: the last test run was partial: a test process ran a selection (--filter Flow)"))
    }
    let unused = root.appendingPathComponent("Tests/AppTests/__Snapshots__/FlowTests/unused.txt")
    #expect(FileManager.default.fileExists(atPath: unused.path))
  }

  @Test func aRunThatDidNotFinishIsRefused() async throws {
    let root = try package(log: ["run\twhole", "passed\tUSED"])
    let outcome = await VellumCommandLine.run(["snapshots", "--prune", root.path])
    #expect(outcome.errors.contains("a test process did not finish (it crashed or was killed)"))
  }

  @Test func theSelectionIsReadFromTheTestProcessArguments() {
    #expect(SnapshotRun.selection(in: ["T.xctest", "--testing-library", "swift-testing"]) == nil)
    #expect(SnapshotRun.selection(in: ["T.xctest"]) == nil)
    #expect(
      SnapshotRun.selection(in: ["T.xctest", "--testing-library", "swift-testing", "--filter", "A"])
        == "--filter A")
    #expect(
      SnapshotRun.selection(in: ["T.xctest", "AppTests.FlowTests"]) == "only AppTests.FlowTests")
  }
}
