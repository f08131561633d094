import Foundation
import SwiftUI
import Testing

/// A document screen that imports only SwiftUI and UniformTypeIdentifiers compiles unchanged
/// on Linux, and its importer and exporter read and write real files (issue 60).
@MainActor
@Suite struct TextDocumentFileTests {
  @Test func importingThenExportingRoundTripsTheText() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vellum-notes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let source = folder.appendingPathComponent("groceries.txt")
    try Data("Buy milk".utf8).write(to: source)

    let host = ViewHost(NotesScreen())
    try host.tap("Import file")
    try host.chooseFiles([source])
    #expect(host.render(.text).contains("Buy milk"))

    let saved = folder.appendingPathComponent("Saved")
    try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: false)
    try host.tap("Export")
    try host.chooseFiles([saved])
    let written = try String(contentsOf: saved.appendingPathComponent("Notes.txt"), encoding: .utf8)
    #expect(written == "Buy milk")
  }
}
