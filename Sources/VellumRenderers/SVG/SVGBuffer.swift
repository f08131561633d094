import VellumLayout
import VellumValues

/// An SVG document being written, one element a line, numbers to two decimals at most.
struct SVGBuffer {
  private(set) var text = ""
  private var depth = 1

  /// Appends an element with its attributes, closed (`<rect …/>`) or opened when `content` is
  /// given, with the content escaped.
  mutating func element(_ name: String, _ attributes: [(String, String)], content: String? = nil) {
    text += String(repeating: "  ", count: depth) + "<" + name
    for (key, value) in attributes { text += " " + key + "=\"" + Self.escaped(value) + "\"" }
    if let content {
      text += ">" + Self.escaped(content) + "</" + name + ">\n"
    } else {
      text += "/>\n"
    }
  }

  /// Opens a group element; `close` ends it.
  mutating func open(_ name: String, _ attributes: [(String, String)]) {
    text += String(repeating: "  ", count: depth) + "<" + name
    for (key, value) in attributes { text += " " + key + "=\"" + Self.escaped(value) + "\"" }
    text += ">\n"
    depth += 1
  }

  mutating func close(_ name: String) {
    depth -= 1
    text += String(repeating: "  ", count: depth) + "</" + name + ">\n"
  }

  /// A rectangle's position and size as attributes.
  static func frame(_ rect: Rect) -> [(String, String)] {
    [
      ("x", number(rect.minX)), ("y", number(rect.minY)), ("width", number(max(0, rect.width))),
      ("height", number(max(0, rect.height))),
    ]
  }

  /// A number to two decimals, without a trailing zero.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    return formatNumber((value * 100).rounded() / 100)
  }

  private static func escaped(_ text: String) -> String {
    // Most values (numbers, colors, most labels) have nothing to escape: their bytes are
    // scanned, not their characters.
    guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 })
    else { return text }
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
