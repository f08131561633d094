import Testing
import Vellum
import VellumLanguage

/// Idioms of the Swift that view files are written in, each meaning what The Swift Programming
/// Language and SwiftUI's documentation say: tuple patterns in `for` ("Control Flow",
/// "For-In Loops"), operators passed as functions ("Closures", "Operator Methods"), a
/// `$name in` closure parameter writing through its binding (SE-0293), `@Bindable` in a body
/// (the `Bindable` documentation page) and `Font`'s methods (`.title.bold()`).
@MainActor
@Suite struct SwiftIdiomTests {
  private func text(of source: String, after taps: [String] = []) throws -> String {
    let program = try Program(source: source)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    for label in taps { try host.tap(label) }
    #expect(program.runtimeDiagnostics == [])
    return host.render(.text)
  }

  @Test func aTuplePatternTakesEachElementApart() throws {
    let text = try text(
      of: """
        struct V: View {
          let names = ["Ada", "Grace"]
          var listed: String {
            var line = ""
            for (index, name) in names.enumerated() where index > 0 || name == "Ada" {
              line += "\\(index):\\(name) "
            }
            return line
          }
          var body: some View { Text(listed) }
        }
        """)
    #expect(text.contains("0:Ada 1:Grace"))
  }

  /// "Floating-Point Literals": a decimal exponent makes the literal a `Double`.
  @Test func aNumberWithAnExponentIsADouble() throws {
    let text = try text(
      of: "struct V: View {\n  var body: some View { Text(\"\\(1e3) \\(2.5E-1) \\(1_0e+1_0)\") }\n}"
    )
    #expect(text.contains("1000.0 0.25 100000000000.0"))
  }

  /// "Generics": a generic type and generic functions, constraints and `where` clauses.
  @Test func genericDeclarationsHoldWhatTheyAreGiven() throws {
    let text = try text(
      of: """
        struct Tagged<Value> {
          let tag: String
          let value: Value
          func retagged(_ tag: String) -> Tagged<Value> { Tagged(tag: tag, value: value) }
        }
        func largest<T: Comparable>(_ values: [T]) -> T? { values.max() }
        func pair<A, B>(_ a: A, _ b: B) -> String where A: CustomStringConvertible {
          "\\(a)+\\(b)"
        }
        struct V: View {
          let count: Tagged<Int> = Tagged(tag: "n", value: 3)
          var body: some View {
            Text("\\(count.retagged("m").tag)=\\(count.value) \\(largest([3, 9, 2]) ?? 0)")
            Text(pair(1, "b"))
            row(for: 2.5)
          }
          func row<N: Numeric>(for number: N) -> some View { Text("row \\(number)") }
        }
        """)
    #expect(text.contains("m=3 9"))
    #expect(text.contains("1+b"))
    #expect(text.contains("row 2.5"))
  }

  /// "Tuples" and "Variadic Parameters" (The Swift Programming Language): labelled and
  /// unlabelled tuples, a tuple type's labels naming a returned tuple's elements, a tuple
  /// pattern in `let`, and a parameter taking any number of arguments.
  @Test func tuplesAndVariadicParametersMeanWhatSwiftSays() throws {
    let text = try text(
      of: #"""
        func bounds(_ values: [Int]) -> (min: Int, max: Int) {
          (values.min() ?? 0, values.max() ?? 0)
        }
        func total(of numbers: Int..., plus extra: Int = 0) -> Int {
          numbers.reduce(extra, +)
        }
        struct V: View {
          let origin = (x: 1, y: 2)
          var body: some View {
            let (low, high) = bounds([4, 1, 9])
            Text("\(origin.x),\(origin.y) \(low)-\(high) \(bounds([2, 5]).max) \(origin)")
            Text("\(total(of: 1, 2, 3)) \(total(of: 4, plus: 10)) \(total(plus: 1))")
          }
        }
        """#)
    #expect(text.contains("1,2 1-9 5 (x: 1, y: 2)"))
    #expect(text.contains("6 14 1"))
  }

  @Test func anOperatorIsTheFunctionItNames() throws {
    let text = try text(
      of: """
        struct V: View {
          let scores = [3, 9, 4]
          var body: some View {
            Text("\\(scores.reduce(0, +)) \\(scores.sorted(by: >)) \\(scores.reduce(1, *))")
          }
        }
        """)
    #expect(text.contains("16 [9, 4, 3] 108"))
  }

  @Test func aProjectedParameterWritesThroughItsBinding() throws {
    let source = """
      struct Counter: Identifiable {
        let id: Int
        var count: Int
      }
      struct V: View {
        @State private var counters = [Counter(id: 1, count: 0), Counter(id: 2, count: 5)]
        var body: some View {
          ForEach($counters) { $counter in
            Button("Bump \\(counter.id)") {
              counter.count += 1
              counter.count *= 2
            }
          }
          Text("\\(counters.map(\\.count))")
        }
      }
      """
    #expect(try text(of: source).contains("[0, 5]"))
    // The second statement reads what the first wrote through the binding: (5 + 1) × 2.
    #expect(try text(of: source, after: ["Bump 2"]).contains("[0, 12]"))
  }

  @Test func aBindableInABodyBindsTheObjectsProperties() throws {
    let source = """
      import Observation
      @Observable final class Profile {
        var name = "Ada"
      }
      struct V: View {
        @State private var profile = Profile()
        var body: some View {
          @Bindable var profile = profile
          TextField("Name", text: $profile.name)
          Text("Hello, \\(profile.name)")
        }
      }
      """
    let program = try Program(source: source)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    try host.type("Grace", into: "Name")
    #expect(host.render(.text).contains("Hello, Grace"))
  }

  @Test func aMisusedIdiomIsALocatedError() throws {
    let cases: [(body: String, message: String)] = [
      (
        "    Text(\"a\")\n    Text(\"b\").onAppear { for (a, b) in [1, 2] { _ = a + b } }",
        "a pattern of 2 names cannot take Int"
      ),
      (
        "    Text(\"a\")\n    @Bindable var count = 3\n    Text(\"\\(count)\")",
        "'Bindable' takes an observable object"
      ),
      (
        "    Text(\"a\")\n    Text(\"b\").font(.title.heavy())",
        "value of type 'Font' has no method 'heavy'"
      ),
      ("    Text(\"a\")\n    Text(\"\\([1].reduce(0, %))\")", "expected an expression"),
    ]
    for (body, message) in cases {
      let source = "struct V: View {\n  var body: some View {\n\(body)\n  }\n}"
      let problems: [Diagnostic]
      do {
        problems = Checker.check(try Program(source: source))
      } catch {
        problems = error.diagnostics
      }
      #expect(problems.first?.message.hasPrefix(message) == true, "\(problems)")
      #expect(problems.first?.location.line == 4, "\(problems)")
    }
  }
}
