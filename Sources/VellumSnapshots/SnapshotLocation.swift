import Foundation

/// Where a snapshot's reference lives: `__Snapshots__/<TestFile>/<test>[.<name>].<ext>` next to
/// the test file, or under `VELLUM_SNAPSHOT_DIR` when set (for split build and test machines).
///
/// ```swift
/// SnapshotLocation(filePath: "/p/Tests/AppTests/LoginTests.swift", test: "showsError",
///                  name: nil, pathExtension: "txt", environment: [:]).file.path
/// // /p/Tests/AppTests/__Snapshots__/LoginTests/showsError.txt
/// ```
package struct SnapshotLocation: Sendable {
  /// The reference file.
  package let file: URL
  /// Where the actual output of a failed comparison is written.
  package let artifact: URL

  /// The location for a test file, test name, optional snapshot name and extension.
  package init(
    filePath: String, test: String, name: String?, pathExtension: String,
    environment: [String: String]
  ) {
    let testFile = URL(fileURLWithPath: filePath)
    let fileName = testFile.deletingPathExtension().lastPathComponent
    let folder =
      environment["VELLUM_SNAPSHOT_DIR"].map { URL(fileURLWithPath: $0) }
      ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let base = Self.sanitized(test) + (name.map { "." + Self.sanitized($0) } ?? "")
    file = folder.appendingPathComponent(fileName).appendingPathComponent(
      base + "." + pathExtension)
    let artifacts =
      environment["VELLUM_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("vellum-artifacts")
    artifact = artifacts.appendingPathComponent(fileName).appendingPathComponent(
      base + "." + pathExtension)
  }

  /// A name safe in a file name: letters, digits, `-`, `_` and `.`; anything else becomes `-`.
  ///
  /// ```swift
  /// SnapshotLocation.sanitized("width: 40")   // "width-40"
  /// ```
  package static func sanitized(_ name: String) -> String {
    var result = ""
    for character in name {
      if character.isLetter || character.isNumber || "-_.".contains(character) {
        result.append(character)
      } else if result.last != "-" {
        result.append("-")
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    while result.hasPrefix("-") { result.removeFirst() }
    return result.isEmpty ? "snapshot" : result
  }
}
