import Testing

@testable import Vellum
@testable import VellumRenderers

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

  /// A character that needs replacing is found at every position of a text, first and last
  /// included, with the runs on either side copied whole.
  @Test func aReplacedCharacterIsFoundAtEveryPositionOfALongText() {
    let letters = Array("abcdefghijklmnopq")
    for position in letters.indices {
      for (character, entity) in [("&", "&amp;"), ("'", "&#39;"), ("\u{7F}", "\u{2421}")] {
        var text = letters
        text[position] = Character(character)
        var html = HTMLBuffer()
        html.appendEscaped(String(text))
        var expected = letters.map(String.init)
        expected[position] = entity
        #expect(html.string == expected.joined(), "\(character) at \(position)")
      }
    }
  }

  @Test func textBeyondASCIIAndLongRunsPassUnchanged() {
    var html = HTMLBuffer()
    let text = String(repeating: "Grüße, 김치 🎉 ", count: 40)
    html.appendEscaped(text + "<" + text)
    #expect(html.string == text + "&lt;" + text)
  }

  /// A run of every length from 0 to 40 is copied whole after text of every length up to 8:
  /// the short runs by words that overlap (1, 2–3, 4–7 and 8–16 bytes take different paths),
  /// the longer by `memcpy`, each landing at every alignment.
  @Test func runsOfEveryLengthAreCopiedWholeAtEveryOffset() {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    for offset in 0...8 {
      for length in 0...40 {
        let before = String(letters[..<offset]).lowercased()
        let run = String(letters[(offset + 1)...].prefix(length))
        var html = HTMLBuffer(capacity: 1)
        html.appendEscaped(before)
        html.appendEscaped(run + "&" + run)
        html.appendEscaped(run)
        #expect(
          html.string == before + run + "&amp;" + run + run, "\(length) bytes after \(offset)")
      }
    }
  }

  /// A document that outgrows its buffer many times over keeps every byte in order: growing
  /// reallocates the memory with what was written in it.
  @Test func aDocumentThatOutgrowsItsBufferKeepsEveryByte() {
    var html = HTMLBuffer(capacity: 1)
    var expected = ""
    for index in 0..<5_000 {
      html.append("<li>")
      html.appendEscaped("Row \(index) & more")
      html.append("</li>")
      expected += "<li>Row \(index) &amp; more</li>"
    }
    #expect(html.string == expected)
  }

  /// A node's label, as a button node.
  private func button(_ label: String) -> Node {
    Node(
      role: .button, children: [Node(role: .text, attributes: [Attribute(.text, .string(label))])])
  }

  /// Markup written for a node is copied for an equal one (the buffer growing to take it),
  /// and written anew for a different one.
  @Test func equalNodesRepeatTheMarkupWrittenForTheFirst() {
    var html = HTMLBuffer(capacity: 8)
    var writes = 0
    for label in ["Delete", "Delete", "Undo", "Undo", "Delete"] {
      html.writeRepeatable(button(label), standsAsLast: true) { node, html in
        writes += 1
        html.append("<b>")
        if case .string(let text) = node.children[0][.text] { html.appendEscaped(text) }
        html.append("</b>")
      }
    }
    #expect(html.string == "<b>Delete</b><b>Delete</b><b>Undo</b><b>Undo</b><b>Delete</b>")
    #expect(writes == 3)
  }

  /// The first node is written even when it equals the node the buffer starts out keeping
  /// (an empty root): nothing has been written to repeat yet.
  @Test func theFirstNodeIsWrittenWhateverItIs() {
    var html = HTMLBuffer()
    var writes = 0
    for _ in 0..<2 {
      html.writeRepeatable(Node(role: .root), standsAsLast: true) { _, html in
        writes += 1
        html.append("<main></main>")
      }
    }
    #expect(html.string == "<main></main><main></main>")
    #expect(writes == 1)
  }

  /// An equal node that does not share the kept one's arrays takes its place, so the nodes
  /// that share its arrays compare by address.
  @Test func anEqualNodeWithArraysOfItsOwnIsKeptInstead() {
    let first = button("Delete")
    let second = button("Delete")
    var kept = first
    #expect(Node.isRepeat(of: &kept, second))
    #expect(kept.children.sharesStorage(with: second.children))
    #expect(!Node.isRepeat(of: &kept, button("Undo")))
    #expect(kept.children.sharesStorage(with: second.children))
  }
}
