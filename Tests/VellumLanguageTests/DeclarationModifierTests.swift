import Testing
import Vellum
import VellumLanguage

/// Access levels, `final`, `nonisolated`, `@MainActor` and `@preconcurrency` on declarations
/// and members, as app files write them (The Swift Programming Language, "Access Control" and
/// "Attributes"): a file read whole shows and does the same with them as without.
@MainActor
@Suite struct DeclarationModifierTests {
  @Test func modifiersChangeNothingAFileShowsOrDoes() throws {
    let bare = try Program(
      source: """
        struct Tally: View {
          @State var count = 0
          let title: String
          var body: some View {
            Button("\\(title): \\(count)") { count += step }
          }
          var step: Int { 2 }
        }
        struct Score {
          var points = 1
          init(points: Int) { self.points = points }
        }
        enum Mode { case a }
        struct Root: View {
          var body: some View { Tally(title: "Taps") }
        }
        """)
    let modified = try Program(
      source: """
        @preconcurrency import Vellum

        @MainActor public struct Tally: View {
          @State private(set) var count = 0
          fileprivate let title: String
          public var body: some View {
            Button("\\(title): \\(count)") { count += step }
          }
          nonisolated private var step: Int { 2 }
        }
        public struct Score {
          package var points = 1
          public init(points: Int) { self.points = points }
        }
        internal enum Mode { case a }
        @MainActor
        struct Root: View {
          @MainActor public var body: some View { Tally(title: "Taps") }
        }
        """)
    #expect(Checker.check(modified) == [])
    let hosts = [
      ViewHost(try bare.view(named: "Root")), ViewHost(try modified.view(named: "Root")),
    ]
    for host in hosts { try host.tap("Taps: 0") }
    #expect(hosts[0].render(.tree) == hosts[1].render(.tree))
    #expect(hosts[1].render(.text).contains("Taps: 2"))
  }

  @Test func aModifierBeforeWhatTheLanguageDoesNotReadIsStillALocatedError() {
    let problems: [String]
    do {
      _ = try Program(source: "public actor Store {\n}\n")
      problems = []
    } catch {
      problems = error.diagnostics.map(\.located)
    }
    #expect(
      problems.first?.hasPrefix("1:8: expected 'struct', 'class', 'enum'") == true, "\(problems)")
  }
}
