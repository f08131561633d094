import Foundation

/// The reference files of a package, and what the newest test run did with them: which are
/// obsolete (no test touched them), and a review page of every snapshot.
///
/// ```swift
/// let inventory = SnapshotInventory(root: packageRoot)
/// inventory.obsolete   // reference files no test asserted in the last run
/// ```
package struct SnapshotInventory {
  /// The package folder.
  package let root: URL
  /// Every file inside a `__Snapshots__` folder under `Tests/` (and `VELLUM_SNAPSHOT_DIR`).
  package let references: [URL]
  /// The newest run's log, or `nil` when no run has been logged.
  package let run: [SnapshotRun.Entry]?
  /// Why the newest run did not cover the whole suite (a filter, a crash), when it did not:
  /// references it did not touch may still be in use, so nothing is obsolete by it.
  package let partialReason: String?
  /// Temporary files writes left behind in the snapshot folders (their process was killed).
  package let leftovers: [URL]

  /// Reads a package's references and its newest run log.
  package init(root: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.root = root
    var folders = [root.appendingPathComponent("Tests")]
    if let moved = environment["VELLUM_SNAPSHOT_DIR"] {
      folders.append(URL(fileURLWithPath: moved))
    }
    var found: [URL] = []
    var leftovers: [URL] = []
    for folder in folders {
      guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
      for case let path as String in walker
      where path.contains("__Snapshots__/") || folder.path == environment["VELLUM_SNAPSHOT_DIR"] {
        let url = folder.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
          !isFolder.boolValue
        else { continue }
        if SnapshotFiles.isLeftover(url) {
          leftovers.append(url.standardizedFileURL)
        } else if !url.lastPathComponent.hasPrefix(".") {
          found.append(url.standardizedFileURL)
        }
      }
    }
    references = found.sorted { $0.path < $1.path }
    self.leftovers = leftovers.sorted { $0.path < $1.path }
    run = SnapshotRun.latest(in: root)
    partialReason = SnapshotRun.partialReason(in: root)
  }

  /// References the newest run did not touch.
  package var obsolete: [URL] {
    let touched = Set(
      (run ?? []).map { URL(fileURLWithPath: $0.reference).standardizedFileURL.path })
    return references.filter { !touched.contains($0.path) }
  }

  /// Deletes the obsolete references and the leftover temporary files, returning them.
  package func prune() throws -> [URL] {
    let doomed = obsolete + leftovers
    for file in doomed { try FileManager.default.removeItem(at: file) }
    return doomed
  }

  /// Writes `index.html` into `folder`: failed snapshots first with the reference and the actual
  /// output side by side, then new ones, then the rest.
  @discardableResult
  package func writeReport(to folder: URL) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var outcome: [String: SnapshotRun.Entry] = [:]
    for entry in run ?? [] {
      outcome[URL(fileURLWithPath: entry.reference).standardizedFileURL.path] = entry
    }
    let rank: (URL) -> Int = { url in
      switch outcome[url.path]?.outcome {
      case .failed?: 0
      case .recorded?, .missing?: 1
      default: 2
      }
    }
    var paths = references.map(\.path)
    for entry in run ?? [] where !paths.contains(entry.reference) { paths.append(entry.reference) }
    let sorted = paths.map { URL(fileURLWithPath: $0).standardizedFileURL }.sorted {
      (rank($0), $0.path) < (rank($1), $1.path)
    }
    var html =
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Snapshots</title><style>"
    html += "body{font:14px system-ui,sans-serif;margin:24px}pre{font:12px ui-monospace,monospace;"
    html += "background:#f6f6f6;padding:8px;overflow:auto;margin:0}.pair{display:flex;gap:16px}"
    html +=
      ".pair>div{flex:1;min-width:0}.failed h2{color:#c00}.new h2{color:#06c}</style></head><body>"
    html += "<h1>Snapshots</h1>"
    for url in sorted {
      let entry = outcome[url.path]
      let kind =
        entry?.outcome == .failed
        ? "failed" : (entry?.outcome == .recorded || entry?.outcome == .missing) ? "new" : "passed"
      html +=
        "<section class=\"\(kind)\"><h2>\(escape(kind)): \(escape(relative(url)))</h2><div class=\"pair\">"
      html += "<div><h3>reference</h3><pre>\(escape(read(url)))</pre></div>"
      if let actual = entry?.actual {
        html += "<div><h3>actual</h3><pre>\(escape(read(URL(fileURLWithPath: actual))))</pre></div>"
      }
      html += "</div></section>"
    }
    html += "</body></html>\n"
    let index = folder.appendingPathComponent("index.html")
    try SnapshotFiles.standard.write(html, to: index)
    return index
  }

  private func read(_ url: URL) -> String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? "(no file)"
  }

  private func relative(_ url: URL) -> String {
    url.path.hasPrefix(root.path + "/") ? String(url.path.dropFirst(root.path.count + 1)) : url.path
  }

  private func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
