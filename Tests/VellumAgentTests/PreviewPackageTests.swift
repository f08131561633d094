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
      PreviewPackage.providerNames(in: source) == ["ContentView_Previews", "Gallery", "Late"])
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
