import Testing
import Vellum
import VellumLanguage

/// Extensions, type properties, default arguments and methods run as actions, as Swift
/// defines them (The Swift Programming Language: "Extensions", "Properties" (Type
/// Properties), "Functions" (Default Parameter Values)); what Swift rejects, or the
/// interpreter does not run, is a located error.
@MainActor
@Suite struct TypeMemberTests {
  @Test func extensionsAddMembersWhereverTheyAreDeclared() throws {
    let program = try Program(
      source: """
        extension Shelf {
          var label: String { "\\(Book.shelfName): \\(books.count)" }
          func add() { books.append(Book.samples[0]) }
        }
        struct Shelf: View {
          @State private var books = Book.samples
          var body: some View {
            Text(label)
            Button("Add") { add() }
          }
        }
        struct Book { var title: String }
        extension Book {
          static let samples = [Book(title: "Emma")]
          static let shelfName = "Classics"
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    #expect(host.render(.text).contains("Classics: 1"))
    try host.tap("Add")
    #expect(host.render(.text).contains("Classics: 2"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func defaultArgumentsStandInForArgumentsLeftOut() throws {
    let program = try Program(
      source: """
        struct Counter: View {
          @State private var count = 0
          var body: some View {
            Text("\\(count) \\(label()) \\(label(prefix: ">"))")
            Button("One") { bump() }
            Button("Ten") { bump(by: 10) }
          }
          func label(prefix: String = "#", suffix: String = "!") -> String { prefix + suffix }
          func bump(by step: Int = 1) { count += step }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    try host.tap("One")
    try host.tap("Ten")
    #expect(host.render(.text).contains("11 #! >!"))
  }

  @Test func whatSwiftRejectsInDeclarationsIsLocated() {
    #expect(
      problems(in: "struct A { var n: Int }\nextension A { var m = 1 }")
        == ["2:19: extensions must not contain stored properties"])
    #expect(
      problems(
        in: "struct A: View { @State static var n = 1\n var body: some View { Text(\"a\") } }")
        == ["1:25: '@State' cannot be applied to a static property"])
    #expect(
      problems(in: "struct A {\n  static let n: Int\n}")
        == ["2:14: 'static let' declaration requires an initializer expression"])
    #expect(
      problems(
        in:
          "struct A: View {\n  func f(n: Int = \"x\") -> Int { n }\n  var body: some View { Text(\"a\") }\n}"
      ) == ["2:19: cannot convert value of type 'String' to specified type 'Int'"])
    #expect(
      problems(
        in:
          "struct A: View {\n  static let n: Int = \"x\"\n  var body: some View { Text(\"a\") }\n}")
        == ["2:23: cannot convert value of type 'String' to specified type 'Int'"])
  }

  @Test func whatTheInterpreterDoesNotRunIsLocated() {
    #expect(
      problems(in: "enum Size { case s }\nextension Size {\n  func n() { }\n}")
        == ["3:8: a method of an enum that gives no value is not interpreted"])
    #expect(
      problems(in: "extension View { func card() -> some View { padding() } }")
        == [
          "1:11: an extension of 'View' is not interpreted: only the program's own structs and "
            + "enums can be extended"
        ])
  }

  /// Type methods, as The Swift Programming Language defines them ("Methods", "Type
  /// Methods"): called on the type, with `self` naming the type, so the type's other type
  /// members need no prefix; a view's type methods too.
  @Test func typeMethodsAreCalledOnTheirType() throws {
    let program = try Program(
      source: """
        struct Habit: Identifiable {
          let id: Int
          var name: String
          static let limit = 3
          static func named(_ name: String, id: Int = 1) -> Habit {
            Habit(id: id, name: name.uppercased())
          }
          static func pair() -> [Habit] { [named("read"), named("walk", id: 2)] }
        }
        struct Habits: View {
          @State private var habits = Habit.pair()
          var body: some View {
            ForEach(habits) { habit in Text(habit.name) }
            Text(Habits.summary(of: habits.count))
          }
          static func summary(of count: Int) -> String { "\\(count) of \\(Habit.limit)" }
        }
        """)
    #expect(Checker.check(program) == [])
    let text = ViewHost(try program.view()).render(.text)
    #expect(text.contains("READ"))
    #expect(text.contains("WALK"))
    #expect(text.contains("2 of 3"))
    #expect(program.runtimeDiagnostics == [])
  }

  /// A type property read while its own value is computed would deadlock or trap in Swift.
  @Test func typePropertiesThatReadThemselvesAreErrors() {
    #expect(
      problems(in: "struct A { static let a = B.b }\nstruct B { static let b = A.a }") == [
        "1:29: 'B.b' is read while its own value is being computed",
        "2:29: 'A.a' is read while its own value is being computed",
      ])
  }

  /// Calls that never end are stopped at a depth, never by overflowing the stack.
  @Test func callsThatNeverEndAreStoppedWithTheirLocation() throws {
    #expect(
      problems(
        in:
          """
          struct R: View {
            var x: Int { x + 1 }
            var body: some View {
              Text("\\(x)")
              Text("\\(f(1))")
            }
            func f(_ n: Int) -> Int { f(n + 1) }
          }
          """)
        == [
          "2:16: 'x' is called more than 100 levels deep; does it call itself without end?",
          "7:29: 'f' is called more than 100 levels deep; does it call itself without end?",
        ])
    let program = try Program(
      source: """
        struct R: View {
          @State private var n = 0
          var body: some View { Button("Go \\(n)") { go() } }
          func go() { n += 1; go() }
        }
        """)
    let host = ViewHost(try program.view())
    try host.tap("Go 0")
    #expect(
      program.runtimeDiagnostics.map(\.message) == [
        "'go' is called more than 100 levels deep; does it call itself without end?"
      ])
  }
}

extension TypeMemberTests {
  /// Found by the fuzz test: a stored default that makes its own record again (`static`
  /// flipped away from `static let samples`) overflowed the stack.
  @Test func aDefaultThatMakesItsOwnRecordIsStopped() {
    #expect(
      problems(
        in:
          """
          struct Habit {
            var name: String
            let samples = [Habit(name: "Read")]
          }
          struct A: View {
            var body: some View { Text(Habit(name: "Walk").name) }
          }
          """)
        == ["3:17: 'Habit' is called more than 100 levels deep; does it call itself without end?"])
  }
}
