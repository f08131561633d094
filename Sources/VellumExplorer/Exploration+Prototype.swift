import Foundation
import Vellum
import VellumRenderers

extension Exploration {
  /// Writes a static clickable prototype of the exploration into `directory`: a page per
  /// state (`state-N.html`) showing the screen beside its text rendering, where each control
  /// that led somewhere links to the page of the state it led to, with the list of every
  /// interaction done there; an `index.html` with the findings, the state graph and the
  /// states; the graph alone (`graph.svg`); the pages' style sheet (`prototype.css`); and the
  /// report (`exploration.json`, as ``json``). No script, nothing from the network: the pages
  /// open from disk. The files are the same byte for
  /// byte from one run to the next.
  ///
  /// The folder is written as the preview gallery writes its own: only files an earlier
  /// prototype wrote there are replaced (they are listed in `.vellum-prototype`).
  ///
  /// ```swift
  /// let exploration = await ViewHost(ContentView()).explore(depth: 3)
  /// try exploration.writePrototype(to: URL(fileURLWithPath: "prototype"), title: "Counter")
  /// ```
  ///
  /// - Returns: The URL of the index page.
  /// - Throws: ``PreviewGallery/WriteError`` naming the file that could not be written.
  @discardableResult
  public func writePrototype(to directory: URL, title: String = "Exploration") throws -> URL {
    try OwnedFolder(directory, manifest: ".vellum-prototype", writer: "an exploration")
      .write(prototypeFiles(title: title))
    return directory.appendingPathComponent("index.html")
  }

  /// The prototype's files, by name.
  package func prototypeFiles(title: String) -> [(file: String, contents: String)] {
    var files = states.map { state in
      (Self.page(of: state.id), PrototypePage(exploration: self, title: title).page(for: state))
    }
    files.append(("index.html", PrototypePage(exploration: self, title: title).index()))
    files.append(("graph.svg", StateGraph(self).svg))
    files.append(("prototype.css", PrototypePage.styleSheet))
    files.append(("exploration.json", String(decoding: json, as: UTF8.self)))
    return files
  }

  /// The file name of state `id`'s page.
  static func page(of id: Int) -> String { "state-\(id).html" }
}
