import Testing
import Vellum
import VellumLanguage

/// The Swift that model code is written in, beyond views: key paths passed as functions
/// (SE-0249), `flatMap`, `Set` for distinct elements, `removeAll(where:)`, `_ =` to discard a
/// result, reserved words as argument labels, and a type's own members named without the
/// type in its type methods (`Self.newID`, `newID`). `RecipeBox.swift` from the Recipes app
/// uses them all and renders as compiled (`ExampleAppParityTests`).
@MainActor
@Suite struct ModelCodeTests {
  @Test func modelCodeRunsAsSwiftRunsIt() throws {
    let program = try Program(
      source: """
        struct Tagged: Identifiable {
          static let unsaved = -1
          var id: Int
          var tags: [String]
          var isNew: Bool { id == Self.unsaved }
          static func blank() -> Tagged { Tagged(id: unsaved, tags: []) }
        }
        @Observable final class Store {
          var items = [Tagged(id: 1, tags: ["b", "a"]), Tagged(id: 2, tags: ["a", "c"])]
          func items(in tag: String) -> [Tagged] { items.filter { $0.tags.contains(tag) } }
          func drop(_ id: Int) { items.removeAll { $0.id == id } }
          func add(_ item: Tagged) -> Int {
            items.append(item)
            return items.count
          }
        }
        struct Tags: View {
          @State private var store = Store()
          var body: some View {
            Text(Array(Set(store.items.flatMap(\\.tags))).sorted().joined(separator: " "))
            Text("\\(store.items.map(\\.id)) \\(store.items(in: "a").count)")
            Text("\\(Tagged.blank().isNew)")
            Button("Drop") { store.drop(1) }
            Button("Add") { _ = store.add(Tagged(id: 3, tags: ["d"])) }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    #expect(host.render(.text).contains("a b c"))
    #expect(host.render(.text).contains("[1, 2] 2"))
    #expect(host.render(.text).contains("true"))
    try host.tap("Drop")
    try host.tap("Add")
    #expect(host.render(.text).contains("a c d"))
    #expect(host.render(.text).contains("[2, 3] 1"))
    #expect(program.runtimeDiagnostics == [])
  }

  /// A trailing closure goes to the next parameter of function type, whatever its label
  /// (SE-0286), and a stored optional `var` starts as `nil` without being set (The Swift
  /// Programming Language, "Optional Property Types").
  @Test func trailingClosuresAndOptionalVarsAreSwifts() throws {
    let program = try Program(
      source: """
        struct Client {
          var fetch: (Int) -> Int
          var note: String?
          init(fetch: @escaping (Int) -> Int) {
            self.fetch = fetch
          }
          static let doubling = Client { n in n * 2 }
        }
        final class Session {
          var user: String?
          var client = Client.doubling
        }
        struct V: View {
          @State private var session = Session()
          var body: some View {
            Text("\\(session.client.fetch(21)) \\(session.user ?? "nobody")")
            Text(Client.doubling.note ?? "no note")
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let text = ViewHost(try program.view()).render(.text)
    #expect(text.contains("42 nobody"))
    #expect(text.contains("no note"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func aKeyPathStandsOnlyForAFunction() throws {
    let program = try Program(
      source: """
        struct V: View {
          let names = ["a"]
          var body: some View { Text("\\(names.map(7))") }
        }
        """)
    #expect(
      Checker.check(program).map(\.located) == ["3:43: 'map' takes a closure or a key path"])
  }
}
