import Foundation
import Testing
import VellumHotPaths

@testable import Vellum

/// The byte scans texts use to look for Markdown and `%` when they are made, and text layout
/// to find printable ASCII, which it measures a cell a byte.
@Suite struct StringBytesTests {
  @Test func findsABytePassingTheTestInSmallLargeAndBridgedStrings() {
    let percent = { (byte: UInt8) in byte == UInt8(ascii: "%") }
    #expect("50 %".containsByte(where: percent))
    #expect(!"fifty".containsByte(where: percent))
    let large = String(repeating: "row ", count: 40)
    #expect(!large.containsByte(where: percent))
    #expect((large + "%").containsByte(where: percent))
    let bridged = NSString(string: "a_b") as String
    #expect(bridged.containsByte(where: MarkdownText.isSpecial))
    #expect(!"Row 7 & <b>".containsByte(where: MarkdownText.isSpecial))
  }

  /// A short text's word-at-a-time test for Markdown's characters agrees with
  /// `MarkdownText.isSpecial` for every ASCII byte at every place of a 15-byte text, and finds
  /// none in the bytes of characters outside ASCII; a text past 15 bytes is scanned as a string.
  @Test func shortTextsFindMarkdownsCharactersAsTheByteTestDoes() {
    for place in 0..<15 {
      for byte in UInt8(1)...127 {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 15)
        bytes[place] = byte
        var built = ShortUTF8()
        built.append(String(decoding: bytes, as: UTF8.self))
        #expect(
          built.containsMarkdownCharacters == MarkdownText.isSpecial(byte),
          "byte \(byte) at \(place)")
      }
    }
    var accented = ShortUTF8()
    accented.append("\u{E9}t\u{E9} \u{1F600}\u{FFFC}")
    #expect(!accented.containsMarkdownCharacters)
    var long = ShortUTF8()
    long.append("a text longer than fifteen bytes")
    #expect(!long.containsMarkdownCharacters)
    long.append("_")
    #expect(long.containsMarkdownCharacters && long.string.hasSuffix("bytes_"))
  }

  /// A short text is the pieces appended to it, joined, at every length up to 15 bytes and
  /// past them, with characters of one to four bytes (the string is made from the words'
  /// bytes when the text is finished).
  @Test func builtTextsAreTheirPiecesJoinedAtEveryLength() {
    for piece in ["a", "\u{E9}", "\u{20AC}", "\u{1F600}"] {
      var built = ShortUTF8()
      var expected = ""
      for _ in 0..<20 {
        #expect(built.string == expected, "\(expected.utf8.count) bytes of \(piece)")
        #expect(built.string.utf8.count == built.utf8Count)
        built.append(piece)
        expected += piece
      }
    }
    var row = ShortUTF8()
    for piece in ["Row ", "12", " & <b>"] { row.append(piece) }
    #expect(row.string == "Row 12 & <b>")
  }

  @Test func printableASCIIIsCountedAndAnythingElseIsNot() {
    #expect("Delete".printableASCIICount == 6)
    #expect("Row 7 & <b> ~".printableASCIICount == 13)
    #expect("".printableASCIICount == 0)
    #expect(String(repeating: "row ", count: 40).printableASCIICount == 160)
    #expect((NSString(string: "bridged") as String).printableASCIICount == 7)
    for text in ["tab\there", "two\nlines", "del\u{7F}", "caf\u{E9}", "\u{1F600}", "\r"] {
      #expect(text.printableASCIICount == nil, "\(text.debugDescription)")
    }
  }

  /// The stack is as wide as its widest line, "a" and a tab to the next stop at 8 and "b",
  /// and centred on the screen; the others line up with it.
  @MainActor @Test func textsWithControlsOrOtherScriptsAreStillShownAndMeasuredAsBefore() {
    let host = ViewHost(
      VStack(alignment: .leading) {
        Text(verbatim: "plain")
        Text(verbatim: "a\tb")
        Text(verbatim: "two\nlines")
        Text(verbatim: "caf\u{E9} \u{1F600}")
      })
    #expect(
      host.render(.text(width: 20))
        == """
             plain
             a       b
             two
             lines
             caf\u{E9} \u{1F600}

        """)
  }
}
