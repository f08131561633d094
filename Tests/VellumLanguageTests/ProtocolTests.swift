import Testing
import Vellum
import VellumLanguage

/// The program's own protocols, as The Swift Programming Language's "Protocols" chapter
/// defines them: requirements a conforming type must declare, inheritance, protocol types
/// (`any Describable`, `some Describable`), and extensions whose members are the default
/// implementations of every conforming type that does not declare its own. What the language
/// does not run (an associated type) is a located "not interpreted" error.
@MainActor
@Suite struct ProtocolTests {
  private let zoo = """
    protocol Named {
      var name: String { get }
    }
    protocol Animal: Named {
      var legs: Int { get }
      func sound() -> String
      mutating func rename(to name: String)
    }
    extension Named {
      func greeting() -> String { "Hello, \\(name)" }
    }
    extension Animal {
      func sound() -> String { "…" }
      var summary: String { "\\(name) has \\(legs) legs and says \\(sound())" }
    }
    struct Dog: Animal {
      var name: String
      let legs = 4
      func sound() -> String { "woof" }
      mutating func rename(to name: String) { self.name = name }
    }
    struct Snake: Animal {
      var name: String
      let legs = 0
      mutating func rename(to name: String) { self.name = "Sir " + name }
    }
    enum Planet: String, Named {
      case mars
      var name: String { rawValue.capitalized }
    }
    struct Zoo: View {
      @State private var dog = Dog(name: "Rex")
      let all: [any Named] = [Snake(name: "Kaa"), Planet.mars]
      var body: some View {
        Text(dog.summary)
        Text(Snake(name: "Kaa").summary)
        ForEach(all.indices, id: \\.self) { index in
          Text(all[index].greeting())
        }
        badge(dog)
        Button("Rename") { dog.rename(to: "Max") }
      }
      func badge(_ animal: some Animal) -> some View { Text("Badge: \\(animal.name)") }
    }
    """

  @Test func defaultsFillWhatATypeDoesNotDeclare() throws {
    let program = try Program(source: zoo)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view(named: "Zoo"))
    var text = host.render(.text)
    #expect(text.contains("Rex has 4 legs and says woof"))
    #expect(text.contains("Kaa has 0 legs and says …"))
    #expect(text.contains("Hello, Kaa"))
    #expect(text.contains("Hello, Mars"))
    #expect(text.contains("Badge: Rex"))
    try host.tap("Rename")
    text = host.render(.text)
    #expect(text.contains("Max has 4 legs"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func whatAProtocolCannotDoIsALocatedError() throws {
    let cases: [(source: String, message: String, line: Int)] = [
      (
        "protocol Store {\n  associatedtype Item\n  var items: [Item] { get }\n}",
        "a protocol with an associated type is not interpreted", 2
      ),
      (
        "protocol Named {\n  var name: String { get }\n}\nstruct Rock: Named {\n  let weight = 3\n}",
        "type 'Rock' does not conform to protocol 'Named': it does not declare 'name'", 4
      ),
      (
        "protocol Named {\n  var name: String { get }\n}\nstruct A: View {\n"
          + "  let value: any Named = 3\n  var body: some View { Text(\"a\") }\n}",
        "cannot convert value of type 'Int' to specified type 'Named'", 5
      ),
    ]
    for (source, message, line) in cases {
      var problems: [Diagnostic]
      do {
        problems = Checker.check(try Program(source: source))
      } catch {
        problems = error.diagnostics
      }
      #expect(problems.first?.message.hasPrefix(message) == true, "\(problems)")
      #expect(problems.first?.location.line == line, "\(problems)")
    }
  }
}
