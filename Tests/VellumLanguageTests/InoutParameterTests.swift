import Testing
import Vellum
import VellumLanguage

/// `inout` parameters as The Swift Programming Language describes them ("Functions", "In-Out
/// Parameters"): the argument is a variable written with `&`, the function changes its own
/// copy, and the copy is written back to the variable when the function returns.
@MainActor
@Suite struct InoutParameterTests {
  @Test func aFunctionChangesTheVariablePassedToIt() throws {
    let program = try Program(
      source: """
        struct Shelf { var items: [String] }
        func double(_ n: inout Int) { n *= 2 }
        enum Roster {
          static func add(_ name: String, to list: inout [String]) { list.append(name) }
        }
        struct Tally: View {
          @State private var count = 1
          @State private var names: [String] = []
          @State private var shelf = Shelf(items: ["a"])
          var body: some View {
            Text("\\(count) \\(names.joined(separator: ",")) \\(shelf.items.joined())")
            Button("Double") { double(&count) }
            Button("Add") { Roster.add("Ada", to: &names) }
            Button("Stock") { stock(&shelf.items, with: "b") }
            Button("Local") {
              var total = count
              double(&total)
              count = total + 1
            }
          }
          private func stock(_ items: inout [String], with item: String) { items.append(item) }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view(named: "Tally"))
    #expect(host.render(.text).contains("1  a"))
    try host.tap("Double")
    try host.tap("Add")
    try host.tap("Stock")
    #expect(host.render(.text).contains("2 Ada ab"))
    try host.tap("Local")
    #expect(host.render(.text).contains("5 Ada ab"))
    #expect(program.runtimeDiagnostics == [])
  }

  /// Swift requires `&` for an `inout` parameter and rejects it for any other.
  @Test func theAmpersandMarksExactlyTheInoutArguments() throws {
    func problems(_ call: String) throws -> [String] {
      let program = try Program(
        source: """
          func double(_ n: inout Int) { n *= 2 }
          func show(_ n: Int) -> String { String(n) }
          struct V: View {
            @State private var count = 1
            var body: some View { Button("Go") { \(call) } }
          }
          """)
      return Checker.check(program).map(\.located)
    }
    #expect(try problems("double(&count)") == [])
    #expect(
      try problems("double(count)")
        == ["5:47: passing a value to the inout parameter 'n' requires explicit '&'"])
    #expect(
      try problems("_ = show(&count)")
        == ["5:49: '&' used with the argument of 'n', which is not 'inout'"])
  }
}
