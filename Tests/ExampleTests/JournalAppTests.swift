import Foundation
import Testing
import Vellum

@testable import JournalApp

@MainActor
@Suite struct JournalAppTests {
  @Test func theAppsFirstWindowIsHostedWithTheAppsState() throws {
    let host = ViewHost(app: JournalApp())
    #expect(
      host.root.visibleText
        == "First day 2024-01-01T08:00:00Z example.com Second day 2024-01-02T08:00:00Z Write "
        + "Writing for 0 s")

    try host.tap("Write")
    host.advance(by: .seconds(3))
    #expect(host.root.visibleText.hasSuffix("Writing for 3 s"))
    try host.tap("Stop")
    #expect(host.root.visibleText.contains("Wrote for 3 s"))
    host.advance(by: .seconds(2))
    #expect(host.root.visibleText.hasSuffix("Writing for 3 s"))
    #expect(host.diagnostics.isEmpty)
  }

  @Test func theAppIsEvaluatedOnceAndItsStateSurvivesUpdates() throws {
    let host = ViewHost(app: JournalApp())
    try host.tap("Write")
    try host.tap("Stop")
    try host.tap("Write")
    try host.tap("Stop")
    #expect(host.root.visibleText.components(separatedBy: "Wrote for 0 s").count == 3)
    #expect(!host.lastUpdate.evaluatedViews.contains("JournalApp"))
  }

  @Test func aJournalSavesToTheUserDefaultsItIsGiven() throws {
    let suite = "vellum.journal.tests"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    Journal(entries: [], defaults: defaults).add(
      title: "Saved", date: Date(timeIntervalSince1970: 0))
    #expect(Journal(entries: [], defaults: defaults).entries.map(\.title) == ["Saved"])
  }

  /// The app is the proof that `import Vellum` brings Foundation and Observation: its files
  /// import nothing else, and they compile.
  @Test func theAppsSourcesImportOnlyVellum() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/Journal").standardized
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files == ["Journal.swift", "JournalApp.swift", "JournalView.swift"])
    for file in files {
      let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let imports = source.split(separator: "\n").filter { $0.hasPrefix("import ") }
      #expect(imports == ["import Vellum"], "\(file)")
    }
  }
}
