/// How text shows characters that have no glyph: a carriage return (alone or before a line feed)
/// breaks the line, and the other C0 controls and DEL are drawn as their Unicode control
/// pictures (U+2400 + code, DEL as U+2421), so a reader sees them and nothing is swallowed.
///
/// ```swift
/// ControlCharacters.visible("one\r\ntwo\u{7}")   // "one\ntwo␇"
/// ```
enum ControlCharacters {
  /// The control picture for a C0 control or DEL other than tab and line breaks, else `nil`.
  static func picture(for value: UInt32) -> Unicode.Scalar? {
    switch value {
    case 0x09, 0x0A, 0x0D: nil
    case 0x00...0x1F: Unicode.Scalar(0x2400 + value)
    case 0x7F: Unicode.Scalar(0x2421)
    default: nil
    }
  }

  /// `text` with carriage returns as line breaks and other controls as their pictures.
  static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
      return text
    }
    var result = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      if scalar == "\r" {
        result.append("\n")
      } else if scalar == "\n", previous == "\r" {
        continue
      } else {
        result.append(picture(for: scalar.value) ?? scalar)
      }
    }
    return String(result)
  }
}
