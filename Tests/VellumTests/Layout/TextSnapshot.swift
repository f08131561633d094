import Foundation
import Testing
import Vellum

/// Compares a rendering with a committed file in `__Snapshots__` next to the calling test file.
///
/// A missing file is written from the actual output when `VELLUM_RECORD` is set (and the test
/// fails so the new file gets read before it is committed); otherwise it is a failure.
/// `VellumTesting`'s `assertSnapshot` supersedes this once it lands.
@MainActor
func expectText(
  _ view: some View, width: Int = 40, named name: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectText(
    ViewHost(view).render(.text(width: width)), named: name, sourceLocation: sourceLocation)
}

func expectText(
  _ actual: String, named name: String, as fileExtension: String = "txt",
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
  let file = folder.appendingPathComponent(name + "." + fileExtension)
  guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
    if ProcessInfo.processInfo.environment["VELLUM_RECORD"] != nil {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? actual.write(to: file, atomically: true, encoding: .utf8)
      Issue.record("recorded \(file.path); read it, then run again", sourceLocation: sourceLocation)
    } else {
      Issue.record(
        "no snapshot at \(file.path); run with VELLUM_RECORD=1 to record it",
        sourceLocation: sourceLocation)
    }
    return
  }
  #expect(
    actual == expected, "rendering differs from \(file.lastPathComponent)",
    sourceLocation: sourceLocation)
}
