import Testing

@testable import VellumCLI

/// What a package's preview runner is made from: the providers found in its sources, and the
/// compiler's errors read from a build's output.
@Suite struct PreviewPackageTests {
  @Test func findsTheProvidersARunnerCanName() {
    let source = """
      struct ContentView_Previews: PreviewProvider {
        static var previews: some View { ContentView() }
      }
      public enum Gallery: PreviewProvider, Sendable {}
      @MainActor final class Late:
        PreviewProvider {}
      private struct Hidden: PreviewProvider {}
      fileprivate struct AlsoHidden: PreviewProvider {}
      struct NotOne: View {}
      // struct Commented: PreviewProvider {}
      """
    #expect(
      PreviewDeclaration.found(in: source, file: "A.swift", module: "UI").map(\.name) == [
        "UI.ContentView_Previews", "UI.Gallery", "UI.Late",
      ])
  }

  /// A `#Preview` is found by its file and line, the name its expansion declares, and added
  /// under the file's name; providers and `#Preview`s keep their order in the file.
  @Test func findsThePreviewMacrosByTheirLines() {
    let source = """
      import SwiftUI

      #Preview("Empty") { ContentView() }
      struct Row_Previews: PreviewProvider {
        static var previews: some View { Row() }
      }
        #Preview {
          Row()
        }
      // #Preview { Commented() }
      let text = "#Preview"
      """
    let found = PreviewDeclaration.found(in: source, file: "Content View.swift", module: "UI")
    #expect(
      found.map(\.kind) == [
        .macro(file: "Content View.swift", line: 3), .provider("Row_Previews"),
        .macro(file: "Content View.swift", line: 7),
      ])
    #expect(
      found.map(\.addition) == [
        #"gallery.add(UI.__vellumPreview(`Content View.swift:3`: ()), in: "Content View")"#,
        "gallery.add(UI.Row_Previews.self)",
        #"gallery.add(UI.__vellumPreview(`Content View.swift:7`: ()), in: "Content View")"#,
      ])
  }

  @Test func readsTheCompilersErrorsWithTheirPlaces() {
    let output = """
      [3/5] Compiling CounterUI CounterView.swift
      /tmp/k/Sources/CounterUI/CounterView.swift:9:32: error: cannot find 'undefinedStep' in scope
       7 |       Button("+") { count += undefinedStep }
         |                              `- error: cannot find 'undefinedStep' in scope
      /tmp/k/Sources/CounterUI/CounterView.swift:9:32: error: cannot find 'undefinedStep' in scope
      /tmp/k/Sources/CounterUI/CounterView.swift:3:1: warning: unused
      error: fatalError
      """
    #expect(
      BuildDiagnostic.errors(in: output) == [
        BuildDiagnostic(
          file: "/tmp/k/Sources/CounterUI/CounterView.swift", line: 9, column: 32,
          message: "cannot find 'undefinedStep' in scope")
      ])
  }
}
