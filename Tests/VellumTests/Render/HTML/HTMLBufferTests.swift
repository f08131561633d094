import Testing

@testable import Vellum

/// What escaping writes for each ASCII character, and that anything else passes unchanged.
@Suite struct HTMLBufferTests {
  @Test func everyASCIICharacterIsCopiedOrReplacedAsHTMLNeeds() {
    for byte in UInt8(0)..<128 {
      let character = String(UnicodeScalar(byte))
      var html = HTMLBuffer()
      html.appendEscaped("a" + character + "b")
      let expected: String
      switch byte {
      case UInt8(ascii: "&"): expected = "&amp;"
      case UInt8(ascii: "<"): expected = "&lt;"
      case UInt8(ascii: ">"): expected = "&gt;"
      case UInt8(ascii: "\""): expected = "&quot;"
      case UInt8(ascii: "'"): expected = "&#39;"
      case 0x09, 0x0A, 0x0D: expected = character
      case 0x00..<0x20: expected = String(UnicodeScalar(0x2400 + UInt32(byte))!)
      case 0x7F: expected = "\u{2421}"
      default: expected = character
      }
      #expect(html.string == "a" + expected + "b", "byte \(byte)")
    }
  }

  @Test func textBeyondASCIIAndLongRunsPassUnchanged() {
    var html = HTMLBuffer()
    let text = String(repeating: "Grüße, 김치 🎉 ", count: 40)
    html.appendEscaped(text + "<" + text)
    #expect(html.string == text + "&lt;" + text)
  }
}
