import Foundation
import Testing
import VellumLanguage

/// `Grammar/vellum.ebnf` is complete and closed, the parser follows it, and the examples parse.
@Suite struct GrammarTests {
  /// The grammar's rules: each name and the text of its right-hand side, comments removed.
  static func rules() throws -> [(name: String, body: String)] {
    var text = try Repository.text("Grammar/vellum.ebnf")
    while let open = text.range(of: "/*"),
      let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)
    {
      text.removeSubrange(open.lowerBound..<close.upperBound)
    }
    let definition = /(?m)^([a-z][a-z-]*) ::=/
    let starts = text.matches(of: definition)
    return starts.enumerated().map { index, match in
      let end = index + 1 < starts.count ? starts[index + 1].range.lowerBound : text.endIndex
      return (String(match.output.1), String(text[match.range.upperBound..<end]))
    }
  }

  /// The nonterminals a right-hand side refers to: names outside quotes and character classes.
  static func references(in body: String) -> Set<String> {
    let unquoted = body.replacing(/'[^']*'|"[^"]*"|\[[^\]]*\]/, with: " ")
    return Set(unquoted.matches(of: /[a-z][a-z-]*/).map { String($0.output) })
  }

  @Test func everyNonterminalIsDefinedOnceAndUsed() throws {
    let rules = try Self.rules()
    let names = rules.map(\.name)
    #expect(names.count > 40)
    #expect(Set(names).count == names.count, "a rule is defined twice")
    let used = rules.reduce(into: Set<String>()) { $0.formUnion(Self.references(in: $1.body)) }
    #expect(used.subtracting(names).sorted() == [], "referenced but not defined")
    // `file` starts the syntax and `tokens` the lexical grammar; every other rule is used.
    #expect(Set(names).subtracting(used).sorted() == ["file", "tokens"])
  }

  @Test func everyRuleTheParserNamesIsInTheGrammar() throws {
    let names = Set(try Self.rules().map(\.name))
    let parser = Repository.root.appendingPathComponent("Sources/VellumLanguage/Parser")
    var named: Set<String> = []
    for file in try FileManager.default.contentsOfDirectory(atPath: parser.path) {
      let source = try String(contentsOf: parser.appendingPathComponent(file), encoding: .utf8)
      for comment in source.matches(of: /grammar's((?:[^\n]|\n\s*\/\/\/)*?) rules?\./) {
        named.formUnion(comment.output.1.matches(of: /`([a-z-]+)`/).map { String($0.output.1) })
      }
    }
    #expect(named.count > 30)
    #expect(named.subtracting(names).sorted() == [])
    // Every syntactic rule has a reader; the lexical ones (from `tokens` on) are the lexer's.
    let syntactic = try Self.rules().prefix { $0.name != "identifier" }.map(\.name)
    #expect(Set(syntactic).subtracting(named).sorted() == [])
  }

  @Test(arguments: try Repository.examplePaths())
  func exampleParsesWithoutDiagnostics(_ path: String) throws {
    let name = (path as NSString).lastPathComponent
    let source = try Repository.text(path)
    let (file, diagnostics) = Parser.parse(source)
    #expect(diagnostics.map { $0.rendered(file: name, source: source) } == [])
    #expect(file.structs.contains { $0.conformances.contains("View") && $0.body != nil })
  }
}
