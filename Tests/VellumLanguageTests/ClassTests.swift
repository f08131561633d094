import Foundation
import Testing
import Vellum
import VellumLanguage
import VellumTesting

/// Classes in the language: reference types whose instances every holder shares (The Swift
/// Programming Language, "Structures and Classes"), observed as SwiftUI observes them — an
/// `@Observable` class property by property ("Managing model data in your app"), an
/// `ObservableObject` through its `@Published` properties only (`ObservableObject`'s
/// documentation: "publishes before any of its @Published properties changes").
/// `Grammar/examples/Kitchen.swift` renders the same interpreted and compiled.
@MainActor
@Suite struct ClassTests {
  /// An unpublished change updates no view; the next published one shows it too.
  @Test func anObservableObjectAnnouncesOnlyPublishedChanges() throws {
    let program = try Program(
      source: """
        final class Pantry: ObservableObject {
          @Published var jars = 3
          var peeks = 0
          func peek() { peeks += 1 }
          func open() { jars -= 1 }
        }
        struct Shelf: View {
          @StateObject private var pantry = Pantry()
          var body: some View {
            Text("\\(pantry.jars) jars after \\(pantry.peeks) peeks")
            Button("Peek") { pantry.peek() }
            Button("Open") { pantry.open() }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    try host.tap("Peek")
    #expect(host.render(.text).contains("3 jars after 0 peeks"))
    try host.tap("Open")
    #expect(host.render(.text).contains("2 jars after 1 peeks"))
    #expect(program.runtimeDiagnostics == [])
  }

  /// A change made through one holder (a `@Bindable` field, a method) shows in every view that
  /// reads the object, the environment's reader included.
  @Test func everyHolderSeesOneObject() throws {
    let source = try Repository.text("Grammar/examples/Kitchen.swift")
    let host = ViewHost(try Program(source: source, file: "Kitchen.swift").view())
    try host.type("Bread", into: "New item")
    try host.tap("Add")
    let text = host.render(.text)
    #expect(text.contains("3 to buy"))
    #expect(text.contains("Bread"))
    #expect(text.contains("; 3 items"))
  }

  /// A class that is neither `@Observable` nor an `ObservableObject` changes silently: the
  /// view shows the change only when something else updates it, as in SwiftUI.
  @Test func aPlainClassUpdatesNoView() throws {
    let program = try Program(
      source: """
        final class Box {
          var n = 0
        }
        struct V: View {
          @State private var box = Box()
          @State private var taps = 0
          var body: some View {
            Text("\\(box.n) after \\(taps)")
            Button("Bump") { box.n += 1 }
            Button("Tap") { taps += 1 }
          }
        }
        """)
    let host = ViewHost(try program.view())
    try host.tap("Bump")
    #expect(host.render(.text).contains("0 after 0"))
    try host.tap("Tap")
    #expect(host.render(.text).contains("1 after 1"))
  }

  /// Assigning an object copies the reference, not the object (TSPL: "Classes Are Reference
  /// Types"), and a method changes its object without `mutating`.
  @Test func objectsAreSharedNotCopied() throws {
    let program = try Program(
      source: """
        final class Tally {
          var count = 0
          func add(_ step: Int) { count += step }
        }
        struct Board: View {
          @State private var tally = Tally()
          @State private var shown = 0
          var body: some View {
            Text("\\(shown)")
            Button("Add") {
              let alias = tally
              alias.add(2)
              alias.count += 1
              shown = tally.count
            }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    try host.tap("Add")
    #expect(host.render(.text).contains("3"))
    try host.tap("Add")
    #expect(host.render(.text).contains("6"))
  }

  /// Swift's rules for classes, each a located error.
  @Test func misusedClassesAreLocatedErrors() throws {
    func problems(_ source: String) -> [String] {
      do {
        return Checker.check(try Program(source: source)).map(\.located)
      } catch {
        return error.diagnostics.map(\.located)
      }
    }
    #expect(
      problems(
        "final class A {\n  var n: Int\n}\nstruct V: View {\n  let a = A()\n  var body: some View { Text(\"\\(a.n)\") }\n}\n"
      )
        == ["5:11: class 'A' has no initializers ('n' has no default value)"])
    #expect(
      problems("class A {\n  var n = 0\n  mutating func bump() { n += 1 }\n}\n")
        == ["3:17: 'mutating' is not valid on instance methods in classes"])
    #expect(
      problems("@Observable\nstruct A {\n  var n = 0\n}\n")
        == ["1:1: '@Observable' can only be applied to a class"])
    #expect(
      problems(
        "class A {\n  let n = 0\n}\nstruct V: View {\n  let a = A()\n  var body: some View {\n    Button(\"b\") { a.n = 1 }\n  }\n}\n"
      )
        == ["7:19: cannot assign to property: 'n' is a 'let' constant"])
    #expect(
      problems(
        "struct V: View {\n  @Published var n = 0\n  var body: some View { Text(\"v\") }\n}\n"
      ).first?
      .hasPrefix("2:18: unknown attribute '@Published' here") == true)
  }

  /// A view that reads an object no ancestor placed stops a SwiftUI app ("No ObservableObject
  /// of type … found"); here it is a located runtime error and the view shows nothing.
  @Test func aMissingEnvironmentObjectIsALocatedError() throws {
    let program = try Program(
      source: """
        final class Store: ObservableObject {
          @Published var count = 0
        }
        struct Root: View {
          var body: some View { Label2() }
        }
        struct Label2: View {
          @EnvironmentObject var store: Store
          var body: some View { Text("\\(store.count)") }
        }
        """)
    _ = ViewHost(try program.view(named: "Root")).render(.text)
    #expect(
      program.runtimeDiagnostics.map(\.located) == [
        "8:26: no ObservableObject of type Store found; a View.environmentObject(_:) for Store "
          + "may be missing as an ancestor of this view"
      ])
    #expect(try program.view(named: "Label2").readsEnvironmentObjects)
  }

  /// Checking visits every action without running it: an object the views hold is unchanged.
  @Test func checkingChangesNoObject() throws {
    let program = try Program(
      source: """
        @Observable final class Box {
          var n = 1
        }
        struct V: View {
          @State private var box = Box()
          var body: some View {
            Text("n = \\(box.n)")
            Button("Bump") { box.n += 10 }
          }
        }
        """)
    let host = ViewHost(try program.view())
    #expect(Checker.check(program) == [])
    #expect(host.render(.text).contains("n = 1"))
    try host.tap("Bump")
    #expect(host.render(.text).contains("n = 11"))
  }
}
