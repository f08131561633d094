import Foundation
import Testing
import Vellum

/// A text of one unstyled run is kept as its string; it must stay equal to, and render as,
/// the same text held as runs.
@MainActor
@Suite struct TextContentTests {
  @Test func aPlainTextEqualsTheSameTextMadeFromRuns() {
    // Markdown that styles nothing but an escape gives one unstyled run; a verbatim text is
    // kept as its string.
    #expect(Text("a \\* \(7)") == Text(verbatim: "a * 7"))
    #expect(Text("Row 7") == Text(verbatim: "Row 7"))
    #expect(Text("Row 7") != Text(verbatim: "Row 8"))
    #expect(Text("Row 7").bold() != Text(verbatim: "Row 7"))
    #expect(Text("Row 7").bold(false) == Text(verbatim: "Row 7"))
  }

  @Test func plainTextsJoinAndStyleLikeRuns() {
    let joined = Text("Total: ") + Text(verbatim: "42").bold()
    #expect(
      ViewHost(joined).render(.tree)
        == """
        Text text: "Total: 42"
          Span text: "Total: "
          Span text: "42", bold: true

        """)
    #expect(
      ViewHost(Text(verbatim: "Hi").italic()).render(.tree) == "Text text: \"Hi\", italic: true\n")
  }

  @Test func aLiteralIsAKeyWithMarkdownNotAnAttributedString() {
    // Foundation's `AttributedString` can be written as a literal too; a literal's text is
    // the key's, as in SwiftUI: its Markdown is styled.
    #expect(
      ViewHost(Text("b *c*")).render(.tree)
        == """
        Text text: "b c"
          Span text: "b "
          Span text: "c", italic: true

        """)
    #expect(Text("a \\* b") == Text(verbatim: "a * b"))
    #expect(ViewHost(Text(AttributedString("b *c*"))).render(.tree) == "Text text: \"b *c*\"\n")
  }

  @Test func aTextFitsAnExistentialWithoutABox() {
    // Three words are an existential's inline buffer; a larger text would be boxed, an
    // allocation each time one is stored as `any View`.
    #expect(MemoryLayout<Text>.size <= 3 * MemoryLayout<Int>.size)
  }
}
