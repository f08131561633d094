import Foundation

/// Reads and writes snapshot files. Writes go to a temporary file in the same folder that is
/// then renamed over the target (POSIX `rename`, atomic within a file system), so a reference is
/// written whole or not at all; a test can give its own writer to simulate a failing disk.
///
/// ```swift
/// try SnapshotFiles.standard.write("text", to: url)
/// ```
package struct SnapshotFiles: Sendable {
  /// Writes the bytes to a file (the part that can fail).
  package var writeData: @Sendable (Data, URL) throws -> Void

  /// A file writer.
  ///
  /// ```swift
  /// let failing = SnapshotFiles { _, url in throw CocoaError(.fileWriteNoPermission) }
  /// ```
  package init(writeData: @escaping @Sendable (Data, URL) throws -> Void) {
    self.writeData = writeData
  }

  /// Writes to the disk.
  package static let standard = SnapshotFiles { data, url in try data.write(to: url) }

  /// The text of a file, or `nil` when there is none.
  package func read(_ url: URL) -> String? {
    try? String(contentsOf: url, encoding: .utf8)
  }

  /// Whether `url` is a temporary file a write left behind (its process was killed before the
  /// rename): `.<reference>.<UUID>.tmp`.
  package static func isLeftover(_ url: URL) -> Bool {
    let name = url.lastPathComponent
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
    let parts = name.dropLast(4).split(separator: ".")
    return parts.count >= 2 && UUID(uuidString: String(parts[parts.count - 1])) != nil
  }

  /// How long ago a temporary file must have been written to be taken for a killed write's.
  /// A write takes well under a second; a younger file may be another process's write of the
  /// same reference in progress, which removing would make fail.
  package static let leftoverAge: TimeInterval = 60

  /// Removes the temporary files earlier writes of `url` left behind: those older than
  /// ``leftoverAge``.
  private static func removeLeftovers(of url: URL) {
    let folder = url.deletingLastPathComponent()
    let prefix = ".\(url.lastPathComponent)."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let now = Date()
    for name in names where name.hasPrefix(prefix) {
      let file = folder.appendingPathComponent(name)
      guard isLeftover(file),
        let written = (try? FileManager.default.attributesOfItem(atPath: file.path))?[
          .modificationDate] as? Date,
        now.timeIntervalSince(written) > leftoverAge
      else { continue }
      try? FileManager.default.removeItem(at: file)
    }
  }

  /// Writes `text` to `url` atomically, creating its folder; temporary files an earlier write of
  /// `url` left behind (a killed process) are removed first, but never one another process may
  /// still be writing (see ``leftoverAge``).
  ///
  /// - Throws: The writer's error; then neither the target nor a temporary file is left changed.
  package func write(_ text: String, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    SnapshotFiles.removeLeftovers(of: url)
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try writeData(Data(text.utf8), temporary)
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }
}
