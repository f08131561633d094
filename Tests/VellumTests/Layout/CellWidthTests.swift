import Testing

@testable import Vellum

@Suite struct CellWidthTests {
  @Test func asciiTakesOneCellEach() {
    #expect("Tacos & <b>".cellWidth == 11)
  }

  @Test func asciiControlCharactersTakeNoCellsAndMixedTextIsMeasuredByCluster() {
    #expect("a\tb\r\n\u{7F}".cellWidth == 2)
    // "Row 1 " 6, "·" 1, " " 1, "김치" 4, " " 1, "🎉" 2
    #expect("Row 1 · 김치 🎉".cellWidth == 15)
  }

  @Test func koreanChineseAndJapaneseTakeTwoCells() {
    #expect("김치찌개".cellWidth == 8)
    #expect("漢字".cellWidth == 4)
    #expect("カタカナ".cellWidth == 8)
  }

  @Test func emojiTakeTwoCellsIncludingSequences() {
    #expect("🎉".cellWidth == 2)
    #expect("👩‍👩‍👧".cellWidth == 2)
    #expect("❤️".cellWidth == 2)
    #expect("🇰🇷".cellWidth == 2)
  }

  @Test func combiningMarksTakeNoCellsOfTheirOwn() {
    #expect("e\u{301}".cellWidth == 1)
    #expect("한\u{302}".cellWidth == 2)
    #expect("a\u{200B}b".cellWidth == 2)
  }

  /// Terminals give an Indic cluster a cell per letter and spacing vowel sign; counting one per
  /// cluster let Devanagari lines run past the width.
  @Test func indicClustersTakeACellPerSpacingLetter() {
    #expect("कि".cellWidth == 2)
    #expect("नमस्ते".cellWidth == 4)
    #expect("क्षि".cellWidth == 3)
    #expect("\u{1100}\u{1161}\u{11A8}".cellWidth == 2)
  }
}
