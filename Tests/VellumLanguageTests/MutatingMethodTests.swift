import Testing
import Vellum
import VellumLanguage

/// Records' `mutating` methods, as The Swift Programming Language defines them ("Methods",
/// "Modifying Value Types from Within Instance Methods"): called as a statement on a record
/// held in state, the method's assignments to the record's properties change it, and the
/// changed record is stored back; a `let` property cannot change.
@MainActor
@Suite struct MutatingMethodTests {
  private let counter = """
    struct Counter {
      let step: Int
      var count = 0
      var history: [Int] = []
      mutating func bump(times: Int = 1) {
        for _ in 0..<times { count += step }
        history.append(count)
      }
      mutating func reset() {
        guard count > 0 else { return }
        self.count = 0
      }
    }
    """

  @Test func aMutatingMethodChangesTheRecordInState() throws {
    let program = try Program(
      source: counter + """

        struct Screen: View {
          @State private var counter = Counter(step: 2)
          @State private var counters = [Counter(step: 1), Counter(step: 5)]
          var body: some View {
            Text("\\(counter.count) after \\(counter.history.count)")
            Text("second \\(counters[1].count)")
            Button("Bump") { counter.bump(times: 3) }
            Button("Reset") { counter.reset() }
            Button("Bump second") { counters[1].bump() }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    #expect(host.render(.text).contains("0 after 0"))
    try host.tap("Bump")
    #expect(host.render(.text).contains("6 after 1"))
    try host.tap("Bump")
    #expect(host.render(.text).contains("12 after 2"))
    try host.tap("Reset")
    #expect(host.render(.text).contains("0 after 2"))
    try host.tap("Reset")
    #expect(host.render(.text).contains("0 after 2"))
    try host.tap("Bump second")
    #expect(host.render(.text).contains("second 5"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func whatSwiftRejectsOfAMutatingMethodIsLocated() {
    // A `let` property cannot change, and a mutating method is not a value.
    #expect(
      problems(
        in: """
          struct Counter {
            let step: Int
            mutating func grow() { step += 1 }
          }
          struct Screen: View {
            @State private var counter = Counter(step: 1)
            var body: some View { Button("Grow") { counter.grow() } }
          }
          """)
        == ["3:26: cannot assign to property: 'step' is a 'let' constant"])
    #expect(
      problems(
        in: """
          struct Counter {
            var count: Int
            mutating func next() -> Int { count }
          }
          struct Screen: View {
            @State private var counter = Counter(count: 1)
            var body: some View { Text("\\(counter.next())") }
          }
          """)
        == ["7:41: 'next' is mutating; call it as a statement of an action"])
    #expect(
      problems(in: "struct Counter {\n  mutating var count: Int\n}")
        == ["2:12: expected 'func' after 'mutating'"])
  }
}
