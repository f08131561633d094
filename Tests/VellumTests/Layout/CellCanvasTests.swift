import Testing

@testable import Vellum
@testable import VellumCellLayout

/// The canvas text layouts draw into: a fill or a draw never leaves half of a wide character,
/// and rows come back without trailing spaces.
@Suite struct CellCanvasTests {
  private func lines(_ canvas: CellCanvas) -> String {
    var text = ""
    canvas.write(into: &text)
    return text
  }

  @Test func aFillOverEitherHalfOfAWideCharacterBlanksTheOtherHalf() {
    var canvas = CellCanvas(width: 8)
    canvas.draw("界", at: CellPoint(x: 2, y: 0))
    canvas.draw("界", at: CellPoint(x: 4, y: 1))
    // Starting on the second half of one, and ending on the first half of another.
    canvas.fill("─", at: CellPoint(x: 3, y: 0), count: 3)
    canvas.fill("─", at: CellPoint(x: 0, y: 1), count: 5)
    #expect(lines(canvas) == "   ───\n─────\n")
  }

  @Test func anASCIIDrawOverEitherHalfOfAWideCharacterBlanksTheOtherHalf() {
    var canvas = CellCanvas(width: 8)
    canvas.draw("界界", at: CellPoint(x: 1, y: 0))
    canvas.draw("界", at: CellPoint(x: 0, y: 1))
    canvas.draw("界", at: CellPoint(x: 5, y: 1))
    // From the second half of the first to the first half of the second.
    canvas.draw("ab", at: CellPoint(x: 2, y: 0))
    // Starting left of the canvas, ending on the first half of one; and cut at the edge.
    canvas.draw("xyz", at: CellPoint(x: -2, y: 1))
    canvas.draw("\u{7}pqrs", at: CellPoint(x: 6, y: 1))
    #expect(lines(canvas) == "  ab\nz     pq\n")
  }

  /// A run of printable ASCII that fits is copied whole, up to the edge and to its limit
  /// exactly; one that does not fit is cut there, and a run with a control or DEL is drawn
  /// byte by byte: the cells are the same either way.
  @Test func printableRunsThatFitAreDrawnWholeAndOthersCutOrSkippedAsBefore() {
    var canvas = CellCanvas(width: 6)
    canvas.draw("界", at: CellPoint(x: 4, y: 0))
    canvas.draw("abcd", at: CellPoint(x: 0, y: 0))
    canvas.draw("abcdef", at: CellPoint(x: 0, y: 1))
    canvas.draw("xyz", at: CellPoint(x: 1, y: 2), limit: 3)
    canvas.draw("abcdefgh", at: CellPoint(x: 2, y: 3))
    canvas.draw("a\u{7}b\u{7F}c", at: CellPoint(x: 0, y: 4))
    canvas.draw("pq", at: CellPoint(x: 1, y: 5), limit: 1)
    // Ending on the first half of a wide character and starting on the second half of one:
    // the other halves are blanked, so what follows stays in its column.
    canvas.draw("界", at: CellPoint(x: 3, y: 6))
    canvas.draw("z", at: CellPoint(x: 5, y: 6))
    canvas.draw("ab", at: CellPoint(x: 2, y: 6))
    canvas.draw("界", at: CellPoint(x: 0, y: 7))
    canvas.draw("z", at: CellPoint(x: 4, y: 7))
    canvas.draw("cd", at: CellPoint(x: 1, y: 7))
    #expect(
      lines(canvas) == "abcd界\nabcdef\n xyz\n  abcd\nab\u{7F}c\n p\n  ab z\n cd z\n")
  }

  /// Fills of characters in turn (the canvas keeps the last one's code) each draw their own,
  /// and an empty text draws nothing.
  @Test func fillsOfDifferentCharactersInTurnDrawEachItsOwn() {
    var canvas = CellCanvas(width: 4)
    for (row, character) in ["─", "═", "─", "-", "═"].enumerated() {
      canvas.fill(Character(character), at: CellPoint(x: 0, y: row), count: 4)
    }
    canvas.draw("", at: CellPoint(x: 1, y: 0))
    #expect(lines(canvas) == "────\n════\n────\n----\n════\n")
  }

  /// Characters that are canonically equivalent but written differently (a precomposed `é`
  /// and an `e` with a combining accent) are each drawn as written, one after the other.
  @Test func equivalentCharactersAreDrawnAsWritten() {
    var canvas = CellCanvas(width: 4)
    canvas.fill("\u{E9}", at: CellPoint(x: 0, y: 0), count: 2)
    canvas.fill("e\u{301}", at: CellPoint(x: 0, y: 1), count: 2)
    canvas.draw("\u{E9}e\u{301}", at: CellPoint(x: 0, y: 2))
    // Two orders of the same two accents, each a cluster of its own.
    canvas.draw("e\u{301}\u{327}e\u{327}\u{301}", at: CellPoint(x: 0, y: 3))
    let expected =
      "\u{E9}\u{E9}\ne\u{301}e\u{301}\n\u{E9}e\u{301}\n" + "e\u{301}\u{327}e\u{327}\u{301}\n"
    #expect(Array(lines(canvas).utf8) == Array(expected.utf8))
  }

  @Test func aFillReplacesEveryCellItCoversAndStopsAtTheEdge() {
    var canvas = CellCanvas(width: 6)
    canvas.draw("ab界cd", at: CellPoint(x: 0, y: 0))
    canvas.fill("=", at: CellPoint(x: 1, y: 0), count: 3)
    canvas.fill("#", at: CellPoint(x: -2, y: 1), count: 20)
    #expect(lines(canvas) == "a===cd\n######\n")
  }

  @Test func rowsComeBackAsUTF8WithoutTrailingSpaces() {
    var canvas = CellCanvas(width: 10)
    canvas.draw("Hi", at: CellPoint(x: 1, y: 0))
    canvas.draw("Café 界", at: CellPoint(x: 0, y: 2))
    canvas.draw("👍🏽", at: CellPoint(x: 3, y: 3))
    #expect(lines(canvas) == " Hi\n\nCafé 界\n   👍🏽\n")
  }

  /// A character repeated along a row is encoded once and copied, whatever its length, and a
  /// character of another length after it is written in full.
  @Test func asciiRunsOfEveryLengthAroundOtherCharactersKeepTheirOrder() {
    // ASCII is written eight cells at a time where it can be: runs of every length up to
    // twice that, at every offset, before and after a character beyond ASCII or a wide one.
    for count in 0...17 {
      for other in ["é", "界", "─"] {
        let run = String("abcdefghijklmnopq".prefix(count))
        var canvas = CellCanvas(width: 40)
        canvas.draw(run + other + run + "z", at: CellPoint(x: count % 3, y: 0))
        canvas.draw(run, at: CellPoint(x: 1, y: 1))
        let indent = String(repeating: " ", count: count % 3)
        let second = count == 0 ? "" : " " + run
        #expect(lines(canvas) == indent + run + other + run + "z\n" + second + "\n")
      }
    }
  }

  @Test func repeatedCharactersOfEveryLengthAreWrittenWhole() {
    var canvas = CellCanvas(width: 8)
    canvas.draw("ééé─界a─", at: CellPoint(x: 0, y: 0))
    canvas.fill("─", at: CellPoint(x: 0, y: 1), count: 3)
    canvas.draw("éé", at: CellPoint(x: 3, y: 1))
    #expect(lines(canvas) == "ééé─界a─\n───éé\n")
  }

  /// A row beyond ASCII that repeats the last such row is appended as the text it made; a row
  /// that differs in a cell or in length, or repeats an earlier one, is written afresh.
  @Test func repeatedRowsBeyondASCIIAreWrittenOnceAndAppendedAgain() {
    var canvas = CellCanvas(width: 6)
    let rows = ["──────", "ab", "──────", "──────", "─────x", "──────", "", "─────", "界─"]
    for (row, text) in rows.enumerated() {
      canvas.draw(text, at: CellPoint(x: 0, y: row))
    }
    #expect(lines(canvas) == rows.map { $0 + "\n" }.joined())
  }

  /// A list's shape: ASCII rows of every length between dividers, blank rows, and ASCII rows
  /// after the last divider, appended after text already there, come back in order.
  @Test func asciiRowsBetweenRepeatedDividersKeepTheirOrder() {
    var canvas = CellCanvas(width: 12)
    var expected = "title\n"
    for row in 0..<40 {
      let text = row % 7 == 3 ? "" : "Row \(row) é"
      let ascii = row % 2 == 0 ? text.replacingOccurrences(of: " é", with: "") : text
      canvas.draw(ascii, at: CellPoint(x: 0, y: 2 * row))
      canvas.fill("─", at: CellPoint(x: 0, y: 2 * row + 1), count: 12)
      expected += ascii + "\n" + String(repeating: "─", count: 12) + "\n"
    }
    canvas.draw("end", at: CellPoint(x: 0, y: 80))
    canvas.extend(to: 82)
    expected += "end\n\n"
    var text = "title\n"
    canvas.write(into: &text)
    #expect(text == expected)
  }

  /// The rows are written into room for the most bytes a cell can take: a cluster of eight
  /// bytes filled into every cell of a full row, after other rows, is written whole.
  @Test func aRowOfClustersLongerThanFourBytesACellIsWrittenWhole() {
    var canvas = CellCanvas(width: 6)
    canvas.draw("ab", at: CellPoint(x: 0, y: 0))
    canvas.fill("👍🏽", at: CellPoint(x: 0, y: 1), count: 6)
    canvas.draw("𝄞x", at: CellPoint(x: 4, y: 2))
    var text = "before\n"
    canvas.write(into: &text)
    #expect(text == "before\nab\n" + String(repeating: "👍🏽", count: 6) + "\n    𝄞x\n")
  }

  /// A canvas gives each character beyond ASCII a code of one byte; drawing more distinct ones
  /// than it has codes for turns it wide, and what was drawn before (wide characters' second
  /// halves, clusters, a divider) comes back as drawn, as does what is drawn after.
  @Test func aCanvasWithMoreCharactersBeyondASCIIThanCodesKeepsEveryCell() {
    let characters = (0..<300).map { Character(UnicodeScalar(0x4E00 + $0)!) }
    var canvas = CellCanvas(width: 8)
    var expected = ""
    canvas.fill("─", at: CellPoint(x: 0, y: 0), count: 8)
    canvas.draw("👍🏽a", at: CellPoint(x: 1, y: 1))
    expected += "────────\n 👍🏽a\n"
    for (row, start) in stride(from: 0, to: characters.count, by: 4).enumerated() {
      let text = String(characters[start..<min(start + 4, characters.count)])
      canvas.draw(text, at: CellPoint(x: 0, y: row + 2))
      expected += text + "\n"
    }
    canvas.draw("x👍🏽─é", at: CellPoint(x: 0, y: canvas.height))
    canvas.fill("─", at: CellPoint(x: 1, y: canvas.height), count: 3)
    expected += "x👍🏽─é\n ───\n"
    #expect(lines(canvas) == expected)
  }
}
