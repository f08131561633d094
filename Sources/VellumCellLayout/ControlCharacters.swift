/// How text shows characters that have no glyph: a carriage return (alone or before a line feed)
/// breaks the line, a tab becomes spaces up to the next stop (every ``tabWidth`` cells from the
/// start of its line, as `expand` and terminals place them), the other C0 controls and DEL
/// are drawn as their Unicode control pictures (U+2400 + code, DEL as U+2421), and the C1
/// controls (U+0080 to U+009F, which have no pictures) as U+FFFD, so a reader sees them and
/// nothing is swallowed. On one line (a field's text) the breaks and tabs are pictures too.
///
/// ```swift
/// ControlCharacters.visible("one\r\ntwo\u{7}")   // "one\ntwo␇"
/// ControlCharacters.visible("a\tb")              // "a       b"
/// ControlCharacters.onOneLine("a\nb\u{7F}")      // "a␊b␡"
/// ```
package enum ControlCharacters {
  /// The control picture for a C0 control or DEL other than tab and line breaks, U+FFFD for a
  /// C1 control, else `nil`.
  package static func picture(for value: UInt32) -> Unicode.Scalar? {
    switch value {
    case 0x09, 0x0A, 0x0D: nil
    case 0x00...0x1F: Unicode.Scalar(0x2400 + value)
    case 0x7F: Unicode.Scalar(0x2421)
    case 0x80...0x9F: Unicode.Scalar(0xFFFD)
    default: nil
    }
  }

  /// Whether `text` may hold a control: a C0 control or DEL is one byte below 0x20 or 0x7F in
  /// UTF-8, a C1 control two bytes starting 0xC2 (no byte of another scalar is below 0x80).
  package static func mayHoldControls(_ text: String) -> Bool {
    text.containsByte { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
  }

  /// `text` on one line: every control, line breaks and tabs included, as its picture.
  package static func onOneLine(_ text: String) -> String {
    guard mayHoldControls(text) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
      default: result.unicodeScalars.append(picture(for: scalar.value) ?? scalar)
      }
    }
    return result
  }

  /// The distance between tab stops, in cells.
  static let tabWidth = 8

  /// `text` with carriage returns as line breaks, tabs as spaces and other controls as their
  /// pictures.
  static func visible(_ text: String) -> String {
    guard mayHoldControls(text) else { return text }
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
