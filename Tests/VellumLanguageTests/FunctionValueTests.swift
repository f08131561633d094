import Testing
import Vellum
import VellumLanguage

/// Functions as values, as The Swift Programming Language describes them ("Closures":
/// capturing values; "Function Types"): closures kept in properties and locals, called with
/// positional arguments, capturing the variables around them. `Grammar/examples/Callbacks.swift`
/// renders the same interpreted and compiled through its interactions.
@MainActor
@Suite struct FunctionValueTests {
  @Test func closuresCaptureTheVariablesAroundThem() throws {
    let program = try Program(
      source: """
        struct Tally: View {
          @State private var count = 0
          private let double: (Int) -> Int = { $0 * 2 }
          var body: some View {
            Text("\\(double(count))")
            Button("Add") {
              var total = count
              let add = { (step: Int) in total += step }
              add(1)
              add(2)
              count = total
            }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    try host.tap("Add")
    #expect(host.render(.text).contains("6"))
    #expect(program.runtimeDiagnostics == [])
  }

  /// A function value takes no argument labels and as many arguments as it has parameters.
  @Test func aFunctionValueIsCalledWithItsParameters() throws {
    func problems(_ call: String) throws -> [String] {
      let program = try Program(
        source: """
          struct V: View {
            let greet: (String) -> String = { name in "Hi " + name }
            var body: some View { Text(\(call)) }
          }
          """)
      return Checker.check(program).map(\.located)
    }
    #expect(try problems("greet(\"Ada\")") == [])
    #expect(
      try problems("greet(name: \"Ada\")")
        == ["3:42: extraneous argument label 'name:' in call of a function value"])
    #expect(
      try problems("greet(\"Ada\", \"Grace\")")
        == ["3:30: the closure takes 1 argument, given 2"])
  }

  /// A function named with its argument labels is a function value ("Function Types"; SE-0021),
  /// `Type.init(label:)` naming the type's initializer and `Type.init(…)` calling it.
  @Test func aFunctionNamedWithItsLabelsIsAValue() throws {
    let program = try Program(
      source: """
        struct Alert: Identifiable {
          let prime: Int
          var id: Int { prime }
        }
        struct Primes: View {
          @State private var found: Int? = nil
          private func describe(_ n: Int) -> String { "#" + String(n) }
          var body: some View {
            Text(found.map(Alert.init(prime:))?.id.description ?? "none")
            Text([1, 2].map(describe(_:)).joined() + [5].map(String.init(_:)).joined())
            Text([3, 4].map { Alert.init(prime: $0) }.map(\\.prime).description)
            Button("Find") { found = 7 }
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view(named: "Primes"))
    // `found?.id.description` is nil to its end while `found` is, as optional chaining is.
    #expect(host.render(.text).contains("none"))
    #expect(host.render(.text).contains("#1#25"))
    #expect(host.render(.text).contains("[3, 4]"))
    try host.tap("Find")
    #expect(host.render(.text).contains("7"))
    #expect(program.runtimeDiagnostics == [])
  }
}
