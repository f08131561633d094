/// How text shows characters that have no glyph: a carriage return (alone or before a line feed)
/// breaks the line, a tab becomes spaces up to the next stop (every ``tabWidth`` cells from the
/// start of its line, as `expand` and terminals place them), and the other C0 controls and DEL
/// are drawn as their Unicode control pictures (U+2400 + code, DEL as U+2421), so a reader sees
/// them and nothing is swallowed.
///
/// ```swift
/// ControlCharacters.visible("one\r\ntwo\u{7}")   // "one\ntwo␇"
/// ControlCharacters.visible("a\tb")              // "a       b"
/// ```
package enum ControlCharacters {
  /// The control picture for a C0 control or DEL other than tab and line breaks, else `nil`.
  package static func picture(for value: UInt32) -> Unicode.Scalar? {
    switch value {
    case 0x09, 0x0A, 0x0D: nil
    case 0x00...0x1F: Unicode.Scalar(0x2400 + value)
    case 0x7F: Unicode.Scalar(0x2421)
    default: nil
    }
  }

  /// The distance between tab stops, in cells.
  static let tabWidth = 8

  /// `text` with carriage returns as line breaks, tabs as spaces and other controls as their
  /// pictures.
  static func visible(_ text: String) -> String {
    // A control is one byte in UTF-8, and no byte of another scalar is below 0x80.
    guard text.containsByte(where: { $0 < 0x20 || $0 == 0x7F }) else {
      return text
    }
    var result = ""
    var column = 0
    for character in text {
      switch character {
      case "\r", "\r\n", "\n":
        result.append("\n")
        column = 0
      case "\t":
        let spaces = tabWidth - column % tabWidth
        result.append(String(repeating: " ", count: spaces))
        column += spaces
      default:
        if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
          let picture = picture(for: scalar.value)
        {
          result.unicodeScalars.append(picture)
          column += 1
        } else {
          result.append(character)
          column += character.cellWidth
        }
      }
    }
    return result
  }
}
