/// How many character cells a piece of text takes on a terminal-like screen, measured per
/// grapheme cluster as terminals measure its scalars (`wcwidth`): East Asian wide and fullwidth
/// characters (Hangul, CJK ideographs, kana) take two cells, combining marks, Hangul vowel and
/// final jamo and other zero-width scalars none, everything else one; an emoji cluster takes
/// two. So an Indic cluster takes a cell for each letter and spacing vowel sign it joins
/// (`"क्षि"` takes three), the width a terminal gives it.
///
/// ```swift
/// "Tacos".cellWidth    // 5
/// "김치".cellWidth      // 4
/// "🎉".cellWidth        // 2
/// "नमस्ते".cellWidth    // 4
/// ```
extension StringProtocol {
  /// The number of cells the text takes.
  ///
  /// - Complexity: O(*n*) in the characters; ASCII needs no table look-ups.
  package var cellWidth: Int {
    // ASCII text, most of what screens show, is one cell per printable byte: no need to break
    // it into characters. The bytes are read from the text's storage where it has one (the
    // `UTF8View`'s iterator costs several times more a byte, and a label is measured for
    // several proposals).
    let ascii =
      utf8.withContiguousStorageIfAvailable(Self.asciiCellWidth(of:))
      ?? Self.asciiCellWidth(of: utf8)
    return ascii ?? clusterCellWidth
  }

  /// The cells of `bytes` when they are all ASCII: one per printable byte; `nil` otherwise.
  private static func asciiCellWidth(of bytes: some Sequence<UInt8>) -> Int? {
    var printable = 0
    for byte in bytes {
      guard byte < 0x80 else { return nil }
      if byte >= 0x20 && byte != 0x7F { printable += 1 }
    }
    return printable
  }

  private var clusterCellWidth: Int {
    var width = 0
    for character in self { width += character.cellWidth }
    return width
  }
}

extension Character {
  /// The number of cells this grapheme cluster takes: 0, 1 or 2 for most text, more for an
  /// Indic cluster that joins several letters.
  package var cellWidth: Int {
    if let ascii = asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains("\u{FE0F}") || first.properties.isEmojiPresentation { return 2 }
    if scalars.count > 1, scalars.contains("\u{200D}"), first.properties.isEmoji { return 2 }
    var width = 0
    for scalar in scalars { width += scalar.cellWidth }
    return width
  }
}

extension Unicode.Scalar {
  /// The cells one scalar takes in a terminal: 0, 1 or 2.
  fileprivate var cellWidth: Int {
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default:
      if (0x1160...0x11FF).contains(value) { return 0 }
      return isWide(value) ? 2 : 1
    }
  }
}

/// Whether a scalar is East Asian Wide or Fullwidth (Unicode's EastAsianWidth W and F ranges
/// that matter for text: Hangul, CJK, kana, fullwidth forms).
private func isWide(_ value: UInt32) -> Bool {
  switch value {
  case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
    0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD:
    true
  default:
    false
  }
}
