import Foundation
import Vellum
import VellumLanguage
import VellumRunner

/// What `vellum preview --watch` runs: keeps a live host for each previewable view of the
/// watched files (read together, as Swift compiles a module's files), and rewrites the gallery
/// when a file's contents change.
///
/// An edited view is given to its host as a new root view, so each view keeps its `@State`
/// where the edit did not change its identity (a label's text changed, a state's initial value
/// changed); a view the edit removed goes away and a new one starts fresh. While the files do
/// not compile, every file keeps its last good previews, and every page shows the problems at
/// their file, line and column until they compile again. Pages reload themselves every second.
///
/// ```swift
/// let watcher = PreviewWatcher(files: ["Counter.vellum"], output: URL(fileURLWithPath: "out"))
/// try watcher.refresh()
/// // … the file changes …
/// if let problems = try watcher.poll() { print("re-rendered", problems) }
/// ```
@MainActor
final class PreviewWatcher {
  /// The hosts of one view: as it is, and in each variant.
  private struct Live {
    let main: ViewHost
    let variants: [(name: String, host: ViewHost)]
  }

  let files: [String]
  let output: URL
  let textWidth: Int
  let variants: [Variant]
  /// The hosts, by file and view name.
  private var live: [String: [String: Live]] = [:]
  /// The views of each file in the order the file declares them, as last compiled.
  private var order: [String: [String]] = [:]
  /// Each file's contents when it was last read.
  private var contents: [String: Data] = [:]

  init(files: [String], output: URL, textWidth: Int = 40, variants: [Variant] = []) {
    self.files = files
    self.output = output
    self.textWidth = textWidth
    self.variants = variants
  }

  /// The host showing `view` of `file`, as it is (not in a variant).
  func host(of view: String, in file: String) -> ViewHost? { live[file]?[view]?.main }

  /// Rewrites the gallery when any file changed since the last read.
  ///
  /// - Returns: `nil` when nothing changed, else the problems, as ``refresh()`` returns them.
  func poll() throws -> [String]? {
    guard files.contains(where: { FileManager.default.contents(atPath: $0) != contents[$0] })
    else { return nil }
    return try refresh()
  }

  /// Reads every file, gives each view's host the file's current view, and writes the gallery
  /// with the problems, if the files do not compile.
  ///
  /// - Returns: The problems (empty when the files compile and their views build).
  @discardableResult
  func refresh() throws -> [String] {
    var gallery = PreviewGallery(title: "Previews", textWidth: textWidth)
    gallery.reloadInterval = 1
    for file in files { contents[file] = FileManager.default.contents(atPath: file) }
    switch SourceFiles.program(at: files) {
    case .failure(let error):
      gallery.problems.append(error.description)
    case .success(let program):
      for (index, file) in files.enumerated() {
        update(file, with: Previewable.views(of: program, inFile: index))
      }
      if !program.runtimeDiagnostics.isEmpty {
        gallery.problems.append(
          Diagnostics(diagnostics: program.runtimeDiagnostics, sources: program.sources)
            .description)
      }
    }
    for file in files {
      for name in order[file] ?? [] {
        guard let views = live[file]?[name] else { continue }
        gallery.add(
          name, screen: views.main.root, variants: views.variants.map { ($0.name, $0.host.root) })
      }
    }
    try gallery.write(to: output)
    return gallery.problems
  }

  /// Gives the hosts of `file` its newly compiled views: a view with a host already gets the
  /// new value, a new view gets hosts, and the hosts of views the file no longer has go away.
  private func update(_ file: String, with views: [InterpretedView]) {
    var hosts: [String: Live] = [:]
    for view in views {
      if let existing = live[file]?[view.name] {
        existing.main.rootView = view
        for variant in existing.variants { variant.host.rootView = view }
        hosts[view.name] = existing
      } else {
        hosts[view.name] = Live(
          main: ViewHost(view),
          variants: variants.map { ($0.name, ViewHost(view, variant: $0)) })
      }
    }
    live[file] = hosts
    order[file] = views.map(\.name)
  }
}
