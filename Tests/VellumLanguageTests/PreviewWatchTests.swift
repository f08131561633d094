import Foundation
import Testing
import Vellum

@testable import VellumCLI

/// `vellum preview --watch`: an edit re-renders the gallery with each view's state kept, a typo
/// shows on every page at its line and column, and fixing it clears it.
@MainActor
@Suite struct PreviewWatchTests {
  private let files = FileManager.default

  /// A counter whose label and initial value the tests edit.
  private func counter(label: String, initial: Int, extra: String = "") -> String {
    """
    struct Counter: View {
      @State private var count = \(initial)
      \(extra)
      var body: some View {
        VStack {
          Text("\(label): \\(count)")
          Button("+") { count += 1 }
        }
      }
    }

    """
  }

  private func watcher(for text: String) throws -> (PreviewWatcher, file: URL, page: URL) {
    let folder = files.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("counter.vellum")
    try Data(text.utf8).write(to: file)
    let output = folder.appendingPathComponent("gallery")
    let watcher = PreviewWatcher(files: [file.path], output: output)
    return (watcher, file, output.appendingPathComponent("counter.html"))
  }

  private func read(_ url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }

  /// The watched files are one program: editing the model file re-renders the screen that
  /// uses it, and a problem in either keeps the last good page with the problem's file named.
  @Test func anEditToAnotherFileOfTheProgramReRendersTheScreen() throws {
    let folder = files.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    let model = folder.appendingPathComponent("Greeting.swift")
    let screen = folder.appendingPathComponent("Hello.swift")
    try Data("struct Greeting {\n  var word = \"Hello\"\n}\n".utf8).write(to: model)
    try Data(
      "struct Hello: View {\n  let greeting = Greeting()\n  var body: some View { Text(greeting.word) }\n}\n"
        .utf8
    ).write(to: screen)
    let output = folder.appendingPathComponent("gallery")
    let watcher = PreviewWatcher(files: [model.path, screen.path], output: output)
    let page = output.appendingPathComponent("hello.html")
    #expect(try watcher.refresh().isEmpty)
    #expect(try read(page).contains("Hello"))
    try Data("struct Greeting {\n  var word = \"Bonjour\"\n}\n".utf8).write(to: model)
    #expect(try watcher.poll()?.isEmpty == true)
    #expect(try read(page).contains("Bonjour"))
    try Data("struct Greeting {\n  var word = \"Bonjour\" +\n}\n".utf8).write(to: model)
    let problems = try watcher.poll() ?? []
    #expect(problems.first?.hasPrefix(model.path + ":3:1: error:") == true, "\(problems)")
    #expect(try read(page).contains("Bonjour"))
  }

  @Test func anEditReRendersThePageAndKeepsTheState() throws {
    let (watcher, file, page) = try watcher(for: counter(label: "Count", initial: 0))
    #expect(try watcher.refresh().isEmpty)
    #expect(try read(page).contains("Count: 0"))
    #expect(try read(page).contains("<meta http-equiv=\"refresh\" content=\"1\">"))
    #expect(try watcher.poll() == nil)

    try watcher.host(of: "Counter", in: file.path)?.tap("+")
    try watcher.host(of: "Counter", in: file.path)?.tap("+")
    // The label changes; the state keeps its 2 although its initial value is now 10, and a
    // state the edit added starts at its initial value.
    let edited = counter(
      label: "Total", initial: 10, extra: "@State private var isOn = true")
    try Data(edited.replacingOccurrences(of: "Text(\"Total", with: "Text(\"\\(isOn) Total").utf8)
      .write(to: file)
    #expect(try watcher.poll()?.isEmpty == true)
    let html = try read(page)
    #expect(html.contains("true Total: 2"))
    #expect(!html.contains("Count:"))
  }

  @Test func aTypoShowsOnThePageAtItsLineAndColumnUntilItIsFixed() throws {
    let (watcher, file, page) = try watcher(for: counter(label: "Count", initial: 0))
    try watcher.refresh()
    try Data(
      counter(label: "Count", initial: 0).replacingOccurrences(of: "VStack", with: "VStak").utf8
    )
    .write(to: file)
    let problems = try #require(try watcher.poll())
    #expect(problems.count == 1)
    let html = try read(page)
    #expect(html.contains("<section class=\"problems\">"))
    #expect(
      html.contains(
        "counter.vellum:5:5: error: unknown view &#39;VStak&#39;; did you mean "
          + "&#39;VStack&#39;?\n    VStak {\n    ^"))
    // The last good preview stays below the problem.
    #expect(html.contains("Count: 0"))
    #expect(
      try read(page.deletingLastPathComponent().appendingPathComponent("index.html"))
        .contains("VStak"))

    try Data(counter(label: "Count", initial: 0).utf8).write(to: file)
    #expect(try watcher.poll()?.isEmpty == true)
    #expect(!(try read(page)).contains("<section class=\"problems\">"))
  }
}
