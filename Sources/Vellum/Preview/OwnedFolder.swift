import Foundation

/// A folder whose files one writer owns, as the preview gallery and the explorer's prototype
/// write them: the writer lists its files in a manifest in the folder, never overwrites a
/// file the manifest does not name, writes each file whole or not at all, and removes the
/// files of an earlier write that this one no longer makes.
///
/// ```swift
/// try OwnedFolder(folder, manifest: ".vellum-gallery", writer: "a preview gallery")
///   .write([("index.html", html)])
/// ```
package struct OwnedFolder {
  /// The folder.
  package let directory: URL
  /// The name of the manifest file, in the folder.
  package let manifest: String
  /// Who writes, as an error names it ("a preview gallery").
  package let writer: String

  /// The folder at `directory`, its files listed in `manifest` and written by `writer`.
  package init(_ directory: URL, manifest: String, writer: String) {
    self.directory = directory
    self.manifest = manifest
    self.writer = writer
  }

  /// Writes `files` (names in the folder, no subfolders) and the manifest listing them,
  /// creating the folder if needed.
  ///
  /// - Throws: ``PreviewGallery/WriteError`` naming the file that could not be written; a
  ///   file the manifest does not name stops the write before anything is written.
  package func write(_ files: [(file: String, contents: String)]) throws {
    let manager = FileManager.default
    do {
      try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw PreviewGallery.WriteError(path: directory.path, problem: error.localizedDescription)
    }
    let list = directory.appendingPathComponent(manifest)
    let owned = ownedFiles(in: list)
    for (file, _) in files {
      let url = directory.appendingPathComponent(file)
      if manager.fileExists(atPath: url.path), !owned.contains(file) {
        throw PreviewGallery.WriteError(
          path: url.path,
          problem: "the file exists and was not written by \(writer); remove it or write to "
            + "another folder")
      }
    }
    let written = files.map(\.file)
    try Self.write(
      "# Files written by \(writer); it replaces only these.\n"
        + written.sorted().joined(separator: "\n") + "\n", to: list)
    for (file, contents) in files {
      try Self.write(contents, to: directory.appendingPathComponent(file))
    }
    for stale in owned.subtracting(written) {
      try? manager.removeItem(at: directory.appendingPathComponent(stale))
    }
  }

  /// The files an earlier write listed in `list`; none when there is no manifest.
  private func ownedFiles(in list: URL) -> Set<String> {
    guard let text = try? String(contentsOf: list, encoding: .utf8) else { return [] }
    return Set(
      text.split(separator: "\n").map(String.init).filter {
        !$0.hasPrefix("#") && !$0.contains("/") && $0 != manifest
      })
  }

  private static func write(_ text: String, to url: URL) throws {
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw PreviewGallery.WriteError(path: url.path, problem: error.localizedDescription)
    }
  }
}
