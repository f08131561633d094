import Testing
import Vellum
import VellumLanguage

/// Actions change exactly what they name.
@MainActor
@Suite struct InterpreterTests {
  @Test func compoundAssignmentChangesTheElementOrFieldItNames() throws {
    let program = try Program(
      source: """
        struct Player: Identifiable { let id: Int; var score: Int }
        struct Board: View {
          @State private var scores = [1, 2, 3]
          @State private var player = Player(id: 1, score: 10)
          var body: some View {
            Text("\\(scores[0]) \\(scores[1]) \\(scores[2]) \\(player.score)")
            Button("Play") {
              scores[1] += 5
              player.score *= 3
            }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    try host.tap("Play")
    #expect(program.runtimeDiagnostics == [])
    #expect(host.render(.text).contains("1 7 3 30"))
  }

  @Test func aTitleMenuOpensFromTheNavigationTitle() throws {
    let program = try Program(
      source: """
        struct Notes: View {
          @State private var order = "Date"
          var body: some View {
            NavigationStack {
              Text("By \\(order)")
                .navigationTitle("Notes")
                .toolbarTitleMenu {
                  Button("Sort by Name") { order = "Name" }
                }
            }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    try host.tap("Title Menu")
    try host.tap("Sort by Name")
    #expect(host.render(.text).contains("By Name"))
  }
}
