import Foundation
import Testing
import VellumCLI

/// `vellum preview` writes only the files it owns: it refuses an empty output path, never
/// overwrites a file it did not write, keeps a view named `Index` off the index page, removes
/// its own stale pages and names the path of every file error.
@MainActor
@Suite struct PreviewOutputTests {
  private let files = FileManager.default

  private func temporaryFolder() throws -> URL {
    let folder = files.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A `.vellum` file in `folder` with one view per name.
  private func source(views: [String], in folder: URL) throws -> String {
    let text = views.map {
      "struct \($0): View {\n  var body: some View {\n    Text(\"\($0) screen\")\n  }\n}\n"
    }.joined()
    let file = folder.appendingPathComponent("screens.vellum")
    try Data(text.utf8).write(to: file)
    return file.path
  }

  private func contents(of folder: URL) throws -> [String] {
    try files.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func anEmptyOutputPathIsAUsageError() async throws {
    let file = try source(views: ["Home"], in: try temporaryFolder())
    let outcome = await VellumCommandLine.run(["preview", file, "--output", ""])
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("--output needs a folder name"))
  }

  @Test func variantsAreShownBesideEachPreviewAndAnUnknownOneIsAUsageError() async throws {
    let folder = try temporaryFolder()
    let output = folder.appendingPathComponent("gallery")
    let file = try source(views: ["Home"], in: folder)
    let outcome = await VellumCommandLine.run([
      "preview", file, "--output", output.path, "--variants", "dark,rtl",
    ])
    #expect(outcome.status == 0)
    let page = try String(contentsOf: output.appendingPathComponent("home.html"), encoding: .utf8)
    #expect(page.contains("<h2 class=\"variant-name\">dark</h2>"))
    #expect(page.contains("<div class=\"screen-variant\" dir=\"rtl\">"))
    let unknown = await VellumCommandLine.run([
      "preview", file, "--output", output.path, "--variants", "dark,sepia",
    ])
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("unknown variant 'sepia'; known: light, dark, xxxLarge"))
  }

  @Test func aViewNamedIndexDoesNotReplaceTheIndexPage() async throws {
    let folder = try temporaryFolder()
    let output = folder.appendingPathComponent("gallery")
    let file = try source(views: ["Index", "Home"], in: folder)
    let outcome = await VellumCommandLine.run(["preview", file, "--output", output.path])
    #expect(outcome.status == 0)
    #expect(
      try contents(of: output) == [".vellum-gallery", "home.html", "index-2.html", "index.html"])
    let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("href=\"index-2.html\"") && index.contains("href=\"home.html\""))
  }

  @Test func anUnrelatedFileIsNeverOverwritten() async throws {
    let folder = try temporaryFolder()
    let site = "<html>my site</html>"
    try Data(site.utf8).write(to: folder.appendingPathComponent("index.html"))
    let file = try source(views: ["Home"], in: try temporaryFolder())
    let outcome = await VellumCommandLine.run(["preview", file, "--output", folder.path])
    #expect(outcome.status == 1)
    #expect(
      outcome.errors.hasPrefix(
        "vellum: cannot write \(folder.path)/index.html: the file exists and was not written"))
    #expect(
      try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8) == site)
    #expect(try contents(of: folder) == ["index.html"])
  }

  @Test func aSecondRunReplacesItsOwnPagesAndRemovesStaleOnes() async throws {
    let folder = try temporaryFolder()
    let output = folder.appendingPathComponent("gallery")
    try files.createDirectory(at: output, withIntermediateDirectories: true)
    try Data("notes".utf8).write(to: output.appendingPathComponent("notes.txt"))
    let first = try source(views: ["Home", "Settings"], in: folder)
    #expect(await VellumCommandLine.run(["preview", first, "--output", output.path]).status == 0)
    let second = try source(views: ["Home"], in: folder)
    #expect(await VellumCommandLine.run(["preview", second, "--output", output.path]).status == 0)
    #expect(
      try contents(of: output) == [".vellum-gallery", "home.html", "index.html", "notes.txt"])
  }

  @Test func aFolderThatCannotBeMadeIsNamed() async throws {
    let folder = try temporaryFolder()
    let blocker = folder.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    let file = try source(views: ["Home"], in: folder)
    let outcome = await VellumCommandLine.run([
      "preview", file, "--output", blocker.path + "/gallery",
    ])
    #expect(outcome.status == 1)
    #expect(outcome.errors.hasPrefix("vellum: cannot write \(blocker.path)/gallery: "))
  }
}
