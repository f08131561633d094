import Testing
import Vellum
import VellumLanguage

/// Bindings as values (`Binding(get:set:)`, `$name`, `Binding<T>` properties), as SwiftUI's
/// `Binding` documentation describes them; `Grammar/examples/Dishes.swift` renders the same
/// interpreted and compiled through its interactions.
@MainActor
@Suite struct BindingValueTests {
  /// A binding kept in a local reads and writes the state it was made from.
  @Test func aBindingInALocalWritesItsSource() throws {
    let program = try Program(
      source: """
        struct Counter: View {
          @State private var count = 0
          var body: some View {
            Text("\\(count)")
            Button("Add") {
              let binding = $count
              binding.wrappedValue += 2
            }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    try host.tap("Add")
    #expect(host.render(.text).contains("2"))
  }

  /// The generic types the language reads, and a located error for the others.
  @Test func onlyTheGenericTypesTheLanguageHoldsAreAccepted() throws {
    let program = try Program(
      source: """
        struct V: View {
          let names: Array<String> = ["a"]
          let tags: Set<String> = ["b"]
          let scores: Dictionary<String, Int>
          var body: some View { Text(names[0] + tags[0]) }
        }
        """)
    #expect(
      Checker.check(program).map(\.located) == [
        "4:7: the generic type 'Dictionary<String, Int>' is not interpreted; the language reads "
          + "'Binding<T>', 'Array<T>', 'Set<T>' and 'Optional<T>'"
      ])
  }
}
