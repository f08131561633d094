import Testing
import VellumValues

@testable import VellumRunner

/// The JSON the runner's protocol and the MCP server read and write, as RFC 8259 defines it:
/// every value read as written, hostile text answered with where it stopped being JSON.
@Suite struct JSONValueTests {
  @Test func readsEveryKindOfValue() throws {
    let value = try JSONValue(
      parsing: #" {"a": [1, -0.5e2, 2E+1, true, false, null], "b": {"c": "d"}, "e": []} "#)
    #expect(
      value
        == [
          "a": [1, .number(-50), .number(20), true, false, .null], "b": ["c": "d"], "e": [],
        ])
  }

  /// RFC 8259 section 7: the two-character escapes, `\u` escapes, and a character outside the
  /// Basic Multilingual Plane as a surrogate pair.
  @Test func decodesEscapesAndSurrogatePairs() throws {
    let value = try JSONValue(parsing: #""q\"b\\s\/n\nt\tr\rb\bf\f \u00e9 \ud83d\ude00 ü""#)
    #expect(value == .string("q\"b\\s/n\nt\tr\rb\u{8}f\u{c} é 😀 ü"))
  }

  @Test func writesOneLineWithKeysSortedAndControlsEscaped() {
    let value: JSONValue = [
      "b": "line\none\u{1}\u{2028}\"\\é", "a": [1, .number(0.25), .null, false],
    ]
    #expect(value.serialized == #"{"a":[1,0.25,null,false],"b":"line\none\u0001\u2028\"\\é"}"#)
  }

  @Test func readsBackWhatItWrites() throws {
    let value: JSONValue = [
      "text": "tab\t quote\" slash\\ \u{2029} 😀", "n": .number(-1.5), "list": [[], [:]],
    ]
    #expect(try JSONValue(parsing: value.serialized) == value)
  }

  @Test func saysWhereTextStopsBeingJSON() {
    let cases: [(text: String, offset: Int, reason: String)] = [
      (#"{"a":}"#, 5, "expected a value"),
      ("{} x", 3, "unexpected text after the value"),
      (#"{"a" 1}"#, 5, "expected `:` after a key"),
      ("[1 2]", 3, "expected `,` or `]` in an array"),
      (#"{a: 1}"#, 1, "expected a key in quotes"),
      (#""open"#, 5, "a string is not closed"),
      ("\"a\nb\"", 2, "a control character must be escaped in a string"),
      (#""\x""#, 2, "unknown escape"),
      (#""\udc00""#, 7, "a low surrogate stands alone"),
      (#""\ud800x""#, 7, "a high surrogate is not followed by a low one"),
      ("01", 1, "unexpected text after the value"),
      ("-", 1, "expected a digit"),
      ("1.", 2, "expected a digit"),
      ("1e999", 0, "a number out of range"),
      ("tru", 0, "expected `true`"),
      ("", 0, "expected a value, found the end"),
    ]
    for (text, offset, reason) in cases {
      let error = #expect(throws: JSONValue.ParseError.self, "\(text)") {
        try JSONValue(parsing: text)
      }
      #expect(error?.offset == offset, "\(text)")
      #expect(error?.reason == reason, "\(text)")
      #expect(error?.description.hasPrefix("not JSON at byte \(offset), \(reason)") == true)
    }
  }

  /// Hostile nesting is refused at `JSONDecoder`'s depth, not by exhausting the stack.
  @Test func refusesNestingDeeperThan512Levels() throws {
    let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(try JSONValue(parsing: deepest).array?.count == 1)
    let deeper = String(repeating: "[", count: 100_000)
    let error = #expect(throws: JSONValue.ParseError.self) { try JSONValue(parsing: deeper) }
    #expect(error?.offset == 512)
    #expect(error?.reason == "nested deeper than 512 levels")
  }
}
