import Foundation

/// Files of this repository, found from this source file's path.
enum Repository {
  /// The repository's root directory.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The text of the file at `path`, relative to the root.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The language's examples: each file's name and text.
  static func examples() throws -> [(name: String, source: String)] {
    let directory = root.appendingPathComponent("Grammar/examples")
    return try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") }
      .sorted()
      .map { ($0, try text("Grammar/examples/\($0)")) }
  }
}
