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

  /// The language's examples, or the view files written as tutorials write them
  /// (`Grammar/tutorials`): each file's name and text.
  static func examples(in folder: String = "Grammar/examples") throws
    -> [(name: String, source: String)]
  {
    let directory = root.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") }
      .sorted()
      .map { ($0, try text("\(folder)/\($0)")) }
  }

  /// The paths of the language's examples and of the files written as tutorials write them.
  static func examplePaths() throws -> [String] {
    try ["Grammar/examples", "Grammar/tutorials"].flatMap { folder in
      try examples(in: folder).map { "\(folder)/\($0.name)" }
    }
  }
}
