import Foundation

/// A throwaway package folder with a `Package.swift`, so snapshot runs get logged inside it, and
/// a fake test file path whose snapshots land under it.
struct TemporaryPackage {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vellum-testing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(
      to: root.appendingPathComponent("Package.swift"))
  }

  /// The path of a test file in the package (it need not exist).
  var testFile: String { root.appendingPathComponent("Tests/AppTests/FlowTests.swift").path }

  /// The snapshot folder of that test file.
  var snapshots: URL { root.appendingPathComponent("Tests/AppTests/__Snapshots__/FlowTests") }

  func contents(_ name: String) -> String? {
    try? String(contentsOf: snapshots.appendingPathComponent(name), encoding: .utf8)
  }

  func files() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? []).sorted()
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}
