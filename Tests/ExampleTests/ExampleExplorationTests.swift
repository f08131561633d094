import Foundation
import Testing
import VellumTesting

@testable import JournalApp
@testable import QuickStartSwift5

/// The two example apps the examples' preview runner cannot hold (they are executables, so
/// `vellum explore` cannot walk them), explored here to the depth `vellum explore` uses: every
/// screen found, no finding, and a prototype whose links all resolve. With
/// `VELLUM_EXPLORATIONS` set, the prototypes are kept in that folder, for CI's check of them
/// in Chromium (.ci/explore-check.py).
@MainActor
@Suite struct ExampleExplorationTests {
  /// Time enough on a machine busy with the rest of the suite: the depth bounds the walks.
  private let busy = Duration.seconds(600)

  @Test func theJournalAppIsExploredWhole() async throws {
    // A fresh app each path: its journal is the app's @State.
    let exploration = await ViewHost.explore(
      { ViewHost(app: JournalApp()) }, depth: 4, states: 5000, time: busy)
    #expect(!exploration.isCutShort)
    #expect(exploration.findings.isEmpty, "\(exploration.findings)")
    // Writing, stopping (an entry added), writing again, …
    #expect(exploration.states.count > 3)
    assertSnapshot(of: exploration, as: .json)
    try keepPrototype(of: exploration, named: "journal")
  }

  @Test func theQuickStartIsExploredWhole() async throws {
    let exploration = await ViewHost(QuickStartSwift5.ContentView()).explore(
      depth: 4, states: 5000, time: busy)
    #expect(!exploration.isCutShort)
    #expect(exploration.findings.isEmpty, "\(exploration.findings)")
    // Off and On are two screens: the toggle's text shows its value.
    #expect(exploration.states.count == 2)
    try keepPrototype(of: exploration, named: "quick-start")
  }

  /// Writes the prototype (into `VELLUM_EXPLORATIONS/NAME` when set, else a temporary
  /// folder) and checks that every link of every page names a page that was written.
  private func keepPrototype(of exploration: Exploration, named name: String) throws {
    let environment = ProcessInfo.processInfo.environment
    let root =
      environment["VELLUM_EXPLORATIONS"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "vellum-explorations-\(UUID().uuidString)")
    let folder = root.appendingPathComponent(name)
    try exploration.writePrototype(to: folder, title: name)
    defer {
      if environment["VELLUM_EXPLORATIONS"] == nil { try? FileManager.default.removeItem(at: root) }
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.count == exploration.states.count + 5)
    for file in files where file.hasSuffix(".html") {
      let html = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for match in html.matches(of: #/(?:href|formaction)="([^"#?]+)/#) {
        #expect(files.contains(String(match.output.1)), "\(file) links to \(match.output.1)")
      }
    }
  }
}
