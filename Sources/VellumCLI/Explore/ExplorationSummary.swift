import Foundation
import VellumExplorer
import VellumRenderers

/// One preview's exploration as `vellum explore` reports it: a line on standard output and an
/// entry of the prototypes' index.
///
/// ```swift
/// ExplorationSummary(name: "Recipes", folder: "recipes", exploration: exploration).line
/// // Recipes: 14 states, 52 interactions, 1 finding
/// ```
struct ExplorationSummary {
  /// The preview's name.
  let name: String
  /// Its prototype's folder, in the output folder.
  let folder: String
  /// What was found.
  let exploration: Exploration

  /// `NAME: N states, M interactions, K findings`, and whether the walk stopped at a limit.
  var line: String {
    let states = exploration.states.count
    let edges = exploration.edges.count
    let findings = exploration.findings.count
    return "\(name): \(states) state\(states == 1 ? "" : "s"), "
      + "\(edges) interaction\(edges == 1 ? "" : "s"), "
      + "\(findings) finding\(findings == 1 ? "" : "s")"
      + (exploration.isCutShort ? " (stopped at a limit)" : "")
  }

  /// Each finding as printed: its description, continuation lines indented under it.
  var findings: [String] {
    exploration.findings.map { $0.description.replacingOccurrences(of: "\n", with: "\n    ") }
  }

  /// The index of the prototypes: each preview's line, linked to its prototype.
  static func index(_ summaries: [ExplorationSummary]) -> String {
    var items = ""
    for summary in summaries {
      items +=
        "<li><a href=\"\(HTMLBuffer.escaped(summary.folder))/index.html\">"
        + HTMLBuffer.escaped(summary.line) + "</a></li>"
    }
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>Explorations</title>
      <style>body{font:16px system-ui,sans-serif;margin:2em}</style></head>
      <body><h1>Explorations</h1><ul>\(items)</ul></body></html>

      """
  }
}
