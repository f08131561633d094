import Foundation
import Testing
import VellumCLI

/// `vellum render`, `check` and `preview`: output on stdout, problems on stderr, exit status
/// 0, 1 for bad input and 2 for a bad command line.
@MainActor
@Suite struct CommandLineTests {
  let counter = Repository.root.appendingPathComponent("Grammar/examples/Counter.swift").path

  /// A file with `text` in a fresh temporary folder.
  func temporaryFile(_ text: String, named name: String = "screen.vellum") throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  @Test func renderShowsTheScreenAfterTheInteractions() async {
    let outcome = await VellumCommandLine.run([
      "render", counter, "--tap", "+", "--tap", "+", "--width", "30",
    ])
    #expect(outcome.status == 0)
    #expect(outcome.errors == "")
    #expect(outcome.output.contains("Count: 2"))
    #expect(outcome.output.split(separator: "\n").allSatisfy { $0.count <= 30 })
  }

  @Test func renderFormats() async {
    let html = await VellumCommandLine.run(["render", counter, "--format", "html"])
    #expect(html.output.hasPrefix("<div class=\"vstack\""))
    let page = await VellumCommandLine.run(["render", counter, "--format", "page"])
    #expect(page.output.hasPrefix("<!DOCTYPE html>"))
    let tree = await VellumCommandLine.run(["render", counter, "--format", "tree"])
    #expect(tree.output.contains("Text text: \"Count: 0\", font: headline"))
  }

  @Test func renderTypesAndToggles() async throws {
    let settings = Repository.root.appendingPathComponent("Grammar/examples/Settings.swift").path
    let outcome = await VellumCommandLine.run([
      "render", settings, "--type", "Name=Ada", "--toggle", "Notify me",
    ])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("Hello, Ada!"))
    #expect(!outcome.output.contains("Digest"))
  }

  @Test func aFailedInteractionSaysWhy() async {
    let outcome = await VellumCommandLine.run(["render", counter, "--tap", "Reset"])
    #expect(outcome.status == 1)
    #expect(outcome.errors.contains("tap \"Reset\": it is disabled"))
  }

  @Test func checkReportsEveryProblemWithTheLineAndACaret() async throws {
    let file = try temporaryFile(
      "struct A: View {\n  @State var n = 0\n  var body: some View {\n    Text(\"\\(m)\").pading()\n    Buton(\"b\") { n += 1 }\n  }\n}\n"
    )
    let outcome = await VellumCommandLine.run(["check", file])
    #expect(outcome.status == 1)
    #expect(outcome.output == "")
    #expect(
      outcome.errors == """
        \(file):4:13: error: cannot find 'm' in scope; did you mean 'n'?
            Text("\\(m)").pading()
                    ^
        \(file):4:18: error: unknown modifier 'pading'; did you mean 'padding'?
            Text("\\(m)").pading()
                         ^
        \(file):5:5: error: unknown view 'Buton'; did you mean 'Button'?
            Buton("b") { n += 1 }
            ^

        """)
  }

  @Test func checkPassesTheExamples() async throws {
    let files = try Repository.examples().map {
      Repository.root.appendingPathComponent("Grammar/examples/\($0.name)").path
    }
    let outcome = await VellumCommandLine.run(["check"] + files)
    #expect(outcome.status == 0)
    #expect(outcome.output.split(separator: "\n").count == files.count)
  }

  @Test func previewWritesAGallery() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
      .path
    let library = Repository.root.appendingPathComponent("Grammar/examples/Library.swift").path
    let outcome = await VellumCommandLine.run(["preview", counter, library, "--output", folder])
    #expect(outcome.status == 0)
    // BookDetail needs a book, so it has no preview of its own.
    #expect(outcome.output.hasPrefix("2 previews: "))
    let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    #expect(index.contains("Counter") && index.contains("Library"))
  }

  @Test func badCommandLinesExitWithTwoAndTheUsage() async {
    for arguments in [
      [], ["draw"], ["render"], ["render", counter, "--format", "pdf"],
      ["render", counter, "--width", "x"],
      ["render", counter, "--type", "Name"], ["check"], ["check", "--fast"], ["preview", counter],
    ] {
      let outcome = await VellumCommandLine.run(arguments)
      #expect(outcome.status == 2, "\(arguments)")
      #expect(outcome.errors.contains("usage: vellum"), "\(arguments)")
    }
  }

  @Test func everyCommandHasHelp() async {
    for command in ["render", "check", "preview", "snapshots"] {
      let outcome = await VellumCommandLine.run([command, "--help"])
      #expect(outcome.status == 0)
      #expect(outcome.output.hasPrefix("usage: vellum \(command)"))
    }
  }

  @Test func anUnreadableFileIsAnInputError() async {
    let outcome = await VellumCommandLine.run(["check", "/nonexistent/a.vellum"])
    #expect(outcome.status == 1)
    #expect(outcome.errors == "vellum: cannot read '/nonexistent/a.vellum'\n")
  }
}
