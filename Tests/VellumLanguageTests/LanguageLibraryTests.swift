import Testing
import Vellum
import VellumLanguage

/// The language's newer forms: `$0` shorthand, grids, menus, colors, frames and styles render as
/// the same Swift compiled, and a wrong value gets a located error with a suggestion.
@MainActor
@Suite struct LanguageLibraryTests {
  private func view(_ body: String, state: String = "") -> String {
    "struct Screen: View {\n\(state)\n  var body: some View {\n\(body)\n  }\n}\n"
  }

  private func render(_ source: String) throws -> String {
    let program = try Program(source: source)
    #expect(Checker.check(program) == [])
    return ViewHost(try program.view()).render(.html)
  }

  private func firstProblem(_ source: String) throws -> String? {
    let program = try Program(source: source)
    return Checker.check(program).first.map(\.located)
  }

  @Test func shorthandArgumentsNameAClosuresParameters() throws {
    let html = try render(
      view(
        """
            VStack {
              ForEach(["Ada", "Grace"], id: \\.self) { Text("Hi \\($0)") }
              ForEach(0..<2) { Text("Row \\($0)").bold() }
            }
        """))
    let compiled = ViewHost(
      VStack {
        ForEach(["Ada", "Grace"], id: \.self) { Text("Hi \($0)") }
        ForEach(0..<2) { Text("Row \($0)").bold() }
      }
    ).render(.html)
    #expect(html == compiled)
  }

  @Test func enumeratedRowsRenderAsCompiledSwift() throws {
    let html = try render(
      view(
        """
            VStack {
              ForEach(Array(names.enumerated()), id: \\.offset) { index, name in
                Text("\\(index + 1). \\(name)")
              }
              Text(names.enumerated().map { "\\($0.offset):\\($0.element)" }.joined(separator: " "))
            }
        """,
        state: "  @State private var names = [\"Ada\", \"Grace\"]"))
    let names = ["Ada", "Grace"]
    let compiled = ViewHost(
      VStack {
        ForEach(Array(names.enumerated()), id: \.offset) { index, name in
          Text("\(index + 1). \(name)")
        }
        Text(names.enumerated().map { "\($0.offset):\($0.element)" }.joined(separator: " "))
      }
    ).render(.html)
    #expect(html == compiled)
    #expect(html.contains("2. Grace") && html.contains("0:Ada 1:Grace"))
  }

  @Test func shorthandOutsideAClosureOrBesideNamedParametersIsAnError() throws {
    /// Expects `source` to fail to parse with `error` (line:column: message) first.
    func expectParseError(_ source: String, _ error: String) {
      #expect {
        _ = try Program(source: source)
      } throws: { thrown in
        (thrown as? Diagnostics)?.diagnostics.first.map(\.located) == error
      }
    }
    expectParseError(
      view("    Text(\"\\($0)\")"),
      "4:13: anonymous closure argument '$0' not contained in a closure")
    expectParseError(
      view("    ForEach(0..<2) { i in Text(\"\\($0)\") }"),
      "4:20: anonymous closure arguments cannot be used in a closure that names its "
        + "parameters; use 'i' instead of '$0'")
  }

  @Test func helpersGuardsRawValuesAndMethodsAreCheckedWhereTheyAreWritten() throws {
    #expect(
      try firstProblem(
        view(
          "    Button(\"Go\") {\n      guard n == 0 else { n = 1 }\n    }",
          state: "  @State private var n = 0"))
        == "5:7: the 'else' of 'guard' must end with 'return'")
    #expect(
      try firstProblem(view("    guard true else { return }"))
        == "4:5: 'guard' is not a view; use 'if' in a view builder")
    #expect(
      try firstProblem(
        view(
          "    Text(label(of: 1))",
          state: "  func label(for n: Int) -> String {\n    \"\\(n)\"\n  }"))
        == "6:20: incorrect argument label in call to 'label' (have 'of:', expected 'for:')")
    #expect(
      try firstProblem("enum E { case a }\n" + view("    Text(E.a.rawValue)"))
        == "5:14: 'E' has no raw values; declare it 'enum E: String' or ': Int'")
    #expect(
      try firstProblem(
        "enum E { case a }\n" + view("    ForEach(E.allCases, id: \\.self) { _ in Text(\"x\") }"))
        == "5:15: 'E' does not conform to 'CaseIterable'")
    #expect(
      try firstProblem(view("    Text([\"a\"].shuffled().first ?? \"\")"))
        == "4:16: value of type 'Array' has no method 'shuffled'")
  }

  @Test func formatSpecifiersInTitlesRenderAsCompiledSwift() throws {
    let html = try render(
      view(
        """
            VStack {
              Text("Ratio \\(ratio, specifier: "%.2f"), \\(count, specifier: "%03d")")
              Button("\\(ratio * 100, specifier: "%.0f")%") {}
            }
        """,
        state: "  @State private var ratio = 0.5\n  @State private var count = 7"))
    let ratio = 0.5
    let count = 7
    let compiled = ViewHost(
      VStack {
        Text("Ratio \(ratio, specifier: "%.2f"), \(count, specifier: "%03d")")
        Button("\(ratio * 100, specifier: "%.0f")%") {}
      }
    ).render(.html)
    #expect(html == compiled)
    #expect(html.contains("Ratio 0.50, 007"))
  }

  @Test func aSpecifierMustSuitItsNumberAndItsPlace() throws {
    let state = "  @State private var ratio = 0.5"
    #expect(
      try firstProblem(view("    Text(\"\\(ratio, specifier: \"%d\")\")", state: state))
        == "4:31: '%d' formats an Int, not Double")
    #expect(
      try firstProblem(view("    Text(\"\\(ratio, specifier: \"%s\")\")", state: state))
        == "4:31: '%s' is not a number specifier such as %d, %.2f or %05.1f")
    #expect(
      try firstProblem(
        view("    Text(verbatim: \"\\(ratio, specifier: \"%.1f\")\")", state: state))
        == "4:41: a format specifier is only allowed in a view's title, such as "
        + "Text(\"\\(ratio, specifier: \"%.1f\")\")")
  }

  @Test func aWrongValueIsNamedWithASuggestion() throws {
    #expect(
      try firstProblem(view("    Text(\"Hi\").foregroundStyle(.rde)"))
        == "4:32: unknown value '.rde'; did you mean '.red'?")
    #expect(
      try firstProblem(
        view("    LazyVGrid(columns: [GridItem(.flexibel())]) { Text(\"A\") }"))
        == "4:34: unknown grid item size '.flexibel'; did you mean '.flexible'?")
    #expect(
      try firstProblem(view("    Text(\"Hi\").frame(width: 10, maxWidth: 20)"))
        == "4:16: 'frame' takes either width and height or minimums and maximums")
    #expect(
      try firstProblem(view("    Button(\"Go\") {}.buttonStyle(.borderd)"))
        == "4:33: unknown value '.borderd'; did you mean '.bordered'?")
  }
}
