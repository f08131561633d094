import Testing
import VellumLanguage

/// Bad input gets located errors like a compiler's, and parsing goes on past each one.
@Suite struct ParserDiagnosticTests {
  /// One kind of bad input: a file and the first error it must get.
  struct Case: CustomTestStringConvertible, Sendable {
    let kind: String
    let source: String
    let error: String
    var testDescription: String { kind }
  }

  static let cases: [Case] = [
    Case(
      kind: "unterminated string",
      source: "struct A: View {\n  var body: some View { Text(\"hi) }\n}\n",
      error: "2:30: unterminated string literal"),
    Case(
      kind: "unknown escape",
      source: "struct A: View {\n  var body: some View { Text(\"a\\qb\") }\n}\n",
      error: "2:32: unknown escape in a string"),
    Case(
      kind: "stray character",
      source: "struct A: View {\n  var body: some View { Text(\"a\") ~ }\n}\n",
      error: "2:35: unexpected character '~'"),
    Case(
      kind: "unterminated comment", source: "/* note\nstruct A: View {}\n",
      error: "1:1: unterminated comment"),
    Case(
      kind: "number too large", source: "struct A: View {\n  let n = 99999999999999999999\n}\n",
      error: "2:11: the number 99999999999999999999 is too large"),
    Case(
      kind: "statement at the top level", source: "Text(\"hi\")\n",
      error:
        "1:1: expected 'struct', 'class', 'enum', 'protocol', 'extension', 'func', '#Preview' or "
        + "'import' at the top level, found 'Text' (statements stand at the top level only in "
        + "main.swift)"),
    Case(
      kind: "missing struct name", source: "struct : View {}\n",
      error: "1:8: expected a struct name, found ':'"),
    Case(
      kind: "missing opening brace",
      source: "struct A: View\n  var body: some View { Text(\"a\") }\n}\n",
      error: "2:3: expected '{' to open the struct 'A', found 'var'"),
    Case(
      kind: "missing closing brace",
      source: "struct A: View {\n  var body: some View { Text(\"a\") }\n",
      error: "3:1: expected '}' to close the struct 'A', found the end of the file"),
    Case(
      kind: "member that is not a property",
      source:
        "struct A: View {\n  subscript(i: Int) -> Int { i }\n  var body: some View { Text(\"a\") }\n}\n",
      error: "2:3: expected a property ('let' or 'var'), a method ('func') or an initializer "
        + "('init') in 'A', found 'subscript'"),
    Case(
      kind: "body that is not some View",
      source: "struct A: View {\n  var body: View { Text(\"a\") }\n}\n",
      error: "2:13: expected 'some View' as the type of 'body'"),
    Case(
      kind: "body of some other type",
      source: "struct A: View {\n  var body: some Scene { Text(\"a\") }\n}\n",
      error: "2:18: expected 'some View', found 'some Scene'"),
    Case(
      kind: "missing property name", source: "struct A: View {\n  @State var = 1\n}\n",
      error: "2:14: expected a property name, found '='"),
    Case(
      kind: "enum member that is not a case", source: "enum E {\n  case a\n  b\n}\n",
      error: "3:3: expected 'case' or a computed property in the enum 'E', found 'b'"),
    Case(
      kind: "unclosed argument list",
      source: "struct A: View {\n  var body: some View { Text(\"a\" }\n}\n",
      error: "2:34: expected ')' to close the argument list, found '}'"),
    Case(
      kind: "missing expression",
      source: "struct A: View {\n  var body: some View { Text(,) }\n}\n",
      error: "2:30: expected an expression, found ','"),
    Case(
      kind: "incomplete ternary", source: "struct A: View {\n  let t = true ? 1\n}\n",
      error: "3:1: expected ':' in a conditional expression, found '}'"),
    Case(
      kind: "switch item that is not a case",
      source:
        "struct A: View {\n  var body: some View {\n    switch e {\n    Text(\"a\")\n    }\n  }\n}\n",
      error: "4:5: expected 'case' or 'default' in a switch, found 'Text'"),
    Case(
      kind: "binding without a name",
      source: "struct A: View {\n  var body: some View { Toggle(\"a\", isOn: $) }\n}\n",
      error: "2:44: expected a property name after '$', found ')'"),
    Case(
      kind: "key path without a dot", source: "struct A: View {\n  let k = \\self\n}\n",
      error: "2:12: expected '.' in a key path, found 'self'"),
    Case(
      kind: "too deep nesting",
      source: "struct A: View {\n  let n = " + String(repeating: "(", count: 500) + "1"
        + String(repeating: ")", count: 500) + "\n}\n",
      error: "2:211: nesting is deeper than 200 levels"),
  ]

  @Test(arguments: cases)
  func firstError(_ example: Case) {
    let diagnostics = Parser.parse(example.source).diagnostics
    let first = diagnostics.first.map(\.located)
    #expect(first == example.error)
  }

  @Test func deepInterpolationsAreRefusedWithOneError() {
    let source =
      "struct A { let s = " + String(repeating: "\"\\(", count: 20) + "1"
      + String(repeating: ")\"", count: 20) + " }"
    let messages = Parser.parse(source).diagnostics.map(\.located)
    #expect(messages == ["1:69: string interpolations nest deeper than 16 levels"])
  }

  @Test func errorsAreRenderedWithTheLineAndACaret() throws {
    let source = "struct A: View {\n  var body: some View { Text(,) }\n}\n"
    let diagnostic = try #require(Parser.parse(source).diagnostics.first)
    #expect(
      diagnostic.rendered(file: "a.vellum", source: source) == """
        a.vellum:2:30: error: expected an expression, found ','
          var body: some View { Text(,) }
                                     ^
        """)
  }

  @Test func oneRunReportsEveryBrokenLine() {
    let source = """
      struct A: View {
        @State var = 1
        var body: some View {
          Text(,)
          Text("fine")
          Button("b") { count += }
        }
      }
      enum E { case }
      """
    let diagnostics = Parser.parse(source).diagnostics
    #expect(
      diagnostics.map { "\($0.location.line):\($0.location.column)" } == [
        "2:14", "4:10", "6:28", "9:15",
      ])
  }

  @Test func aPropertyCutShortDoesNotHideTheErrorOfTheNextOne() {
    let source = """
      struct A: View {
        @State private var x: = 3
        @State private var y = 2 +
        let z: [Int
        var body: some View { Text("a") }
      }
      """
    let diagnostics = Parser.parse(source).diagnostics
    #expect(
      diagnostics.map(\.located) == [
        "2:25: expected a type name, found '='",
        "4:3: expected an expression, found 'let'",
        "5:3: expected ']' to close an array type, found 'var'",
      ])
  }

  @Test func theSameMistakesParseTheRestOfTheFile() {
    let source =
      "struct A: View {\n  let a = \n  let b = 2\n}\nstruct B: View {\n  var body: some View { Text(\"b\") }\n}\n"
    let (file, diagnostics) = Parser.parse(source)
    #expect(diagnostics.count == 1)
    #expect(file.structs.map(\.name) == ["A", "B"])
    #expect(file.structs.last?.body?.items.count == 1)
  }
}
