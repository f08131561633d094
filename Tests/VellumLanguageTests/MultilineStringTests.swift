import Testing
import Vellum
import VellumLanguage

/// Multi-line string literals as The Swift Programming Language ("Strings and Characters":
/// Multiline String Literals) defines them; each case's expected text is the same literal
/// compiled by Swift.
@MainActor
@Suite struct MultilineStringTests {
  static let name = "Ada"

  @Test func aMultilineLiteralReadsAsSwiftReadsIt() throws {
    let source = #"""
      struct Letter: View {
        let name = "Ada"
        var body: some View {
          Text(verbatim: """
            Dear \(name),
              an indented line with "quotes" and ""two""
            a joined \
            line

            Yours
            """)
        }
      }
      """#
    let expected = """
      Dear \(Self.name),
        an indented line with "quotes" and ""two""
      a joined \
      line

      Yours
      """
    let program = try Program(source: source)
    #expect(Checker.check(program) == [])
    let tree = ViewHost(try program.view()).render(.tree)
    #expect(tree.contains(String(reflecting: expected)), "\(tree)")
  }

  @Test func aMalformedMultilineLiteralIsALocatedError() {
    let cases: [(String, String)] = [
      ("let a = \"\"\"text\n  \"\"\"", "1:9: multi-line string literal content must begin"),
      ("let a = \"\"\"\n    ok\n  bad\n    \"\"\"", "3:1: insufficient indentation of line"),
      ("let a = \"\"\"\n  never closed\n", "1:9: unterminated string literal"),
    ]
    for (line, message) in cases {
      do {
        _ = try Program(source: "struct R {\n\(line)\n}")
        Issue.record("\(line) is an error")
      } catch {
        let located = error.diagnostics.first.map {
          "\($0.location.line - 1):\($0.location.column): \($0.message)"
        }
        #expect(located?.hasPrefix(message) == true, "\(error.diagnostics)")
      }
    }
  }
}
