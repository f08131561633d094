import Foundation
import Testing
import Vellum
import VellumLanguage
import VellumTesting

@testable import PushButtonExample

/// The example apps' own Swift files, read by the interpreter, render byte-identically to the
/// same files compiled: as text, HTML and the view tree, before and after each step of the
/// same interactions (issue 59: "every Swift file of `Examples/` runs in the interpreter").
@MainActor
@Suite struct ExampleAppParityTests {
  /// An app's file, the view to start from, the compiled view, and the steps to replay.
  struct App: CustomTestStringConvertible, Sendable {
    let file: String
    let root: String
    let compiled: @MainActor @Sendable () -> AnyView
    let steps: [StoryboardStep]
    var testDescription: String { file }
  }

  nonisolated static let apps = [
    // Seed 002, verbatim: colors and gradients as values, a capsule clip, a binding toggled.
    App(
      file: "Examples/PushButton/PushButton.swift", root: "ContentView",
      compiled: { AnyView(PushButtonExample.contentView) },
      steps: [.tap("Remember Me"), .tap("Remember Me")])
  ]

  @Test(arguments: apps)
  func interpretedAndCompiledRenderAlike(_ app: App) async throws {
    let program = try Program(source: try Repository.text(app.file), file: app.file)
    let interpreted = ViewHost(try program.view(named: app.root))
    let compiled = ViewHost(app.compiled())
    var screens: [String] = []
    func expectSameRendering(after step: String) {
      for format in [RenderFormat.text, .html, .tree] {
        #expect(interpreted.render(format) == compiled.render(format), "\(format) after \(step)")
      }
      screens.append(interpreted.render(.tree))
    }
    expectSameRendering(after: "nothing")
    for step in app.steps {
      try await step.perform(on: compiled)
      try await step.perform(on: interpreted)
      expectSameRendering(after: step.description)
    }
    // Every step changes what is shown, so the comparison covers each state.
    #expect(zip(screens, screens.dropFirst()).allSatisfy { $0 != $1 })
    #expect(program.runtimeDiagnostics == [])
  }
}
