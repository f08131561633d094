import Testing
import Vellum
import VellumLanguage

/// Types nested in a struct, as The Swift Programming Language ("Nested Types") describes
/// them: named by their own name inside and `Outer.Inner` anywhere. The program holds them
/// beside its other types, so a nested name another type has is a located error rather than
/// a silent choice of one (`Grammar/examples/Mailbox.swift` renders one as compiled Swift
/// does).
@MainActor
@Suite struct NestedTypeTests {
  /// `Outer.Inner` names a nested type, and `Record.ID` the type of an `Identifiable`
  /// record's `id` (SwiftUI's `Identifiable` documentation: `ID` is the type of `id`).
  @Test func qualifiedTypeNamesResolve() throws {
    let program = try Program(
      source: """
        struct Item: Identifiable {
          var id: Int
          var name: String
        }
        struct Picker2: View {
          enum Mode { case plain, bold }
          @State private var chosen: Item.ID? = nil
          @State private var mode: Picker2.Mode = .plain
          let items = [Item(id: 7, name: "Seven")]
          var body: some View {
            Text("\\(chosen ?? 0) \\(mode == .bold ? "bold" : "plain")")
            Button("Choose") {
              chosen = items[0].id
              mode = .bold
            }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    try host.tap("Choose")
    #expect(host.render(.text).contains("7 bold"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func aNestedNameIsUsedOnceAndAMissingOneIsLocated() throws {
    let clash = try Program(
      source: """
        enum Kind { case a }
        struct Row: View {
          enum Kind { case b }
          var body: some View { Text("row") }
        }
        """)
    #expect(Checker.check(clash).map(\.located) == ["3:8: invalid redeclaration of 'Kind'"])
    let missing = try Program(
      source: """
        struct Row: View {
          struct Item { var name: String }
          var body: some View { Text("\\(Row.Itme.self)") }
        }
        """)
    #expect(
      Checker.check(missing).map(\.located).first?.hasPrefix(
        "3:37: type 'Row' has no member 'Itme'")
        == true)
  }
}
