import Foundation

/// The package's source files as the architecture tests read them.
enum SourceTree {
  /// The package's `Sources` folder.
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("../../../Sources").standardized

  /// A source file: its module, its stage (the module, or a folder of `Vellum`), its path
  /// under `Sources/`, its code without comments and string literals, and its text.
  struct File {
    let module: String
    let stage: String
    let path: String
    let code: String
    let text: String
  }

  /// Every Swift file under `Sources/`.
  static func files() throws -> [File] {
    let paths = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }
    return try (paths ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { path in
      let parts = path.split(separator: "/").map(String.init)
      let stage = parts[0] == "Vellum" && parts.count > 2 ? parts[1] : parts[0]
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      return File(
        module: parts[0], stage: stage, path: path, code: stripped(unwrapped(text)), text: text)
    }
  }

  /// A file wrapped whole in one platform condition (`#if !canImport(Darwin)` … `#endif`, as
  /// Linux's stand-ins for Apple's frameworks are) read as its content, its declarations at the
  /// file's top level again; any other file as it is.
  static func unwrapped(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard lines.first?.hasPrefix("#if ") == true, lines.last == "#endif",
      !lines.dropFirst().dropLast().contains(where: { $0.hasPrefix("#") })
    else { return text }
    return lines.dropFirst().dropLast()
      .map { $0.hasPrefix("  ") ? $0.dropFirst(2) : $0 }
      .joined(separator: "\n")
  }

  /// The source without `"""` blocks, string literals and comments.
  static func stripped(_ text: String) -> String {
    text.replacingOccurrences(of: #"(?s)""".*?""""#, with: "", options: .regularExpression)
      .replacingOccurrences(of: #""(?:[^"\\\n]|\\.)*""#, with: "", options: .regularExpression)
      .replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
  }

  /// Every match of `pattern` in `text` (lines anchored), or of its capture group `group`.
  static func matches(_ pattern: String, in text: String, group: Int = 0) -> [String] {
    let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: group), in: text).map { String(text[$0]) }
    }
  }

  /// The text of every file under `Sources/<folder>` whose name ends with `suffix`.
  static func texts(under folder: String, endingWith suffix: String) throws -> [String] {
    let root = sources.appendingPathComponent(folder)
    let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
    return try (paths ?? []).filter { $0.hasSuffix(suffix) }.sorted().map {
      try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
    }
  }
}
