import Foundation
import Testing
import Vellum
import VellumLanguage
import VellumTesting

@testable import GrammarExamples

/// Every example renders byte-identically interpreted and compiled, as text and HTML, before
/// and after each step of the same interactions.
@MainActor
@Suite struct ParityTests {
  /// An example: its file, the compiled view, and the interactions to replay on both.
  struct Example: CustomTestStringConvertible, Sendable {
    let file: String
    /// The folder the file is in.
    var folder = "Grammar/examples"
    let compiled: @MainActor @Sendable () -> AnyView
    let steps: [StoryboardStep]
    var testDescription: String { file }
  }

  nonisolated static let examples = [
    Example(
      file: "Counter.swift", compiled: { AnyView(Counter()) },
      steps: [
        .tap("+"), .tap("+"), .tap("Step: 1"), .increment("Step 1"), .tap("Done"), .tap("+"),
        .tap("Reset"),
      ]),
    Example(
      file: "Library.swift", compiled: { AnyView(Library()) },
      steps: [
        .tap("Emma"), .back, .delete(row: 0, in: nil), .tap("Kindred"), .back,
        .delete(row: 0, in: nil),
        .delete(row: 0, in: nil),
      ]),
    Example(
      file: "Settings.swift", compiled: { AnyView(Settings()) },
      steps: [
        .tap("Edit name"), .type("Ada", into: "Name"), .select("Daily", in: "Digest"),
        .toggle("Notify me"),
        .toggle("Notify me"), .tap("Mute"), .tap("Unmute"),
      ]),
    Example(
      file: "Inbox.swift", compiled: { AnyView(Inbox()) },
      steps: [.tap("Delete All"), .tap("Cancel"), .tap("Delete All"), .tap("Archive")]),
    Example(
      file: "Chores.swift", compiled: { AnyView(Chores()) },
      steps: [
        .tap("Take out the bins"), .tap("Finish"), .toggle("Show finished"),
        .toggle("Show finished"),
        .tap("Add"), .tap("Chore 3"), .tap("Remove"), .tap("Water the plants"),
      ]),
    Example(
      file: "Board.swift", compiled: { AnyView(Board()) },
      steps: [
        .type("Eg", into: "Search"), .tap("Add"), .tap("Style"), .tap("Highlight"),
        .type("", into: "Search"), .tap("Style"), .tap("Plain"),
      ]),
    Example(
      file: "Errands.swift", compiled: { AnyView(Errands()) },
      steps: [.tap("High"), .tap("Finish the bank"), .tap("All"), .tap("Low")]),
    Example(
      file: "Layouts.swift", compiled: { AnyView(Layouts()) },
      steps: [.tap("Go"), .tap("More"), .tap("Share")]),
    Example(
      file: "Typography.swift", compiled: { AnyView(Typography()) }, steps: [.tap("Louder")]),
    Example(
      file: "Controls.swift", compiled: { AnyView(Controls()) },
      steps: [
        .type("Grace", into: "Name"), .tap("More"), .toggle("Wi-Fi"), .tap("A day later"),
      ]),
    Example(
      file: "Gestures.swift", compiled: { AnyView(Gestures()) },
      steps: [.tap("Taps: 0"), .tap("Pop")]),
    Example(
      file: "Presentations.swift", compiled: { AnyView(Presentations()) },
      steps: [.tap("More"), .tap("Show"), .tap("Close"), .tap("Show")]),
    Example(
      file: "Badges.swift", compiled: { AnyView(Badges()) },
      steps: [.tap("Highlight"), .tap("STARS: 10"), .tap("HEARTS: 0"), .tap("Dim")]),
    Example(
      file: "Mailbox.swift", compiled: { AnyView(Mailbox()) },
      steps: [.tap("Move"), .tap("Archive"), .tap("Show Archive"), .tap("Move"), .tap("Inbox")]),
    // Peeking changes an unpublished property of an `ObservableObject` and a state beside it.
    Example(
      file: "Kitchen.swift", compiled: { AnyView(Kitchen()) },
      steps: [
        .type("Bread", into: "New item"), .tap("Add"), .tap("Peek"), .tap("Open a jar"),
        .tap("Peek"), .tap("Restock"),
      ]),
    Example(
      file: "Shelves.swift", compiled: { AnyView(Shelves()) },
      steps: [
        .tap("Desserts"), .tap("Best (5★)"), .tap("Fine (3★)"), .tap("Favorites"),
        .tap("Korean"), .tap("All Recipes"),
      ]),
    Example(
      file: "Callbacks.swift", compiled: { AnyView(Callbacks()) },
      steps: [
        .tap("Greet Grace"), .tap("Remove Ada"), .delete(row: 0, in: nil), .tap("Reset"),
        .tap("Greet Linus"),
      ]),
    Example(
      file: "Dishes.swift", compiled: { AnyView(Dishes()) },
      steps: [
        .tap("Rate Pie: 3"), .tap("Next dish"), .toggle("Show note"), .tap("Rename"),
        .tap("Rate Soup: 4"), .toggle("Show note"),
      ]),
    Example(
      file: "Vault.swift", compiled: { AnyView(Vault()) },
      steps: [
        .tap("Look inside"), .tap("Try 7"), .tap("Try 42"), .tap("Look inside"), .tap("Lock"),
        .tap("Look inside"),
      ]),
    Example(
      file: "Themes.swift", compiled: { AnyView(Themes()) },
      steps: [.tap("Use night"), .tap("Use day")]),
    // A task runs after the tap's action: the screen shows "Loading" until the host settles.
    Example(
      file: "Loader.swift", compiled: { AnyView(Loader()) },
      steps: [.tap("Load"), .settle, .tap("Load"), .settle]),
    Example(
      file: "Diary.swift", compiled: { AnyView(Diary()) },
      steps: [.tap("Start"), .tap("Stop"), .tap("Break the JSON")]),
    Example(
      file: "Classics.swift", compiled: { AnyView(Classics()) },
      steps: [
        .tap("Middlemarch"), .back, .tap("About"), .back, .tap("Pick the first"), .tap("Close"),
        .delete(row: 0, in: nil), .tap("Clear"), .tap("Remove all"),
      ]),
    Example(
      file: "Toolbars.swift", compiled: { AnyView(Toolbars()) },
      steps: [.tap("Rename 0"), .tap("Rename 1"), .tap("Delete")]),
    Example(
      file: "Habits.swift", compiled: { AnyView(Habits()) },
      steps: [
        .tap("All +1"), .tap("Read +2"), .tap("Add"), .tap("Add"), .tap("All +1"), .tap("Add"),
        .tap("Add"), .tap("Reset"),
      ]),
  ]

  @Test(arguments: examples + tutorials)
  func interpretedAndCompiledRenderAlike(_ example: Example) async throws {
    let source = try Repository.text("\(example.folder)/\(example.file)")
    let program = try Program(source: source, file: example.file)
    let interpreted = ViewHost(try program.view())
    let compiled = ViewHost(example.compiled())
    func expectSameRendering(after step: String) {
      for format in [RenderFormat.text, .html] {
        #expect(interpreted.render(format) == compiled.render(format), "\(format) after \(step)")
      }
    }
    expectSameRendering(after: "nothing")
    // Screens are compared as a tablet shows them: a split view's columns all in sight (at a
    // phone's width iOS shows only the sidebar, where a step in the detail changes nothing).
    let wide = RenderFormat.text(width: 100)
    var screens = [interpreted.render(wide)]
    for step in example.steps {
      try await step.perform(on: compiled)
      try await step.perform(on: interpreted)
      expectSameRendering(after: step.description)
      screens.append(interpreted.render(wide))
    }
    // The screens are real: never blank, and every step changes what is shown.
    #expect(screens.allSatisfy { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty })
    #expect(zip(screens, screens.dropFirst()).allSatisfy { $0 != $1 })
    #expect(program.runtimeDiagnostics == [])
  }
}
