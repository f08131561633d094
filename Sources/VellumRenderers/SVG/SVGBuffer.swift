import VellumCellLayout
import VellumHotPaths
import VellumLayout
import VellumValues

/// An SVG document being written, one element a line, numbers to two decimals at most: its
/// bytes, with values escaped only when a scan of their bytes finds something to escape.
///
/// ```swift
/// var svg = SVGBuffer()
/// svg.element("text", [("x", "4")], content: "Hello")
/// ```
package struct SVGBuffer: ~Copyable {
  private var bytes = ByteBuffer(capacity: 4096)
  private var depth = 1
  /// The faces of Inter the texts written so far are set in.
  private(set) var faces: Set<FontMetrics.Face> = []

  /// An empty document.
  package init() {}

  /// The elements written so far.
  package var text: String { bytes.string }

  /// Appends an element with its attributes, closed (`<rect …/>`) or opened when `content` is
  /// given, with the content escaped.
  package mutating func element(
    _ name: String, _ attributes: [(String, String)], content: String? = nil
  ) {
    start(name)
    for (key, value) in attributes { attribute(key, value) }
    end(name, content: content)
  }

  /// Starts an element: its indentation and name; attributes follow, then ``end(_:content:)``.
  mutating func start(_ name: String) {
    indent()
    bytes.append("<")
    bytes.append(contentsOf: name)
  }

  private mutating func indent() {
    for _ in 0..<depth { bytes.append("  ") }
  }

  /// Appends an attribute of the element started, its value escaped.
  mutating func attribute(_ key: String, _ value: String) {
    bytes.append(" ")
    bytes.append(contentsOf: key)
    bytes.append("=\"")
    appendEscaped(value)
    bytes.append("\"")
  }

  /// Notes that a text is set in `face`, for the image to embed it.
  mutating func use(_ face: FontMetrics.Face) { faces.insert(face) }

  /// Appends a number attribute of the element started.
  mutating func attribute(_ key: String, number value: Double) {
    bytes.append(" ")
    bytes.append(contentsOf: key)
    bytes.append("=\"")
    bytes.appendHundredths(value)
    bytes.append("\"")
  }

  /// Ends the element started: closed, or with its content escaped.
  mutating func end(_ name: String, content: String? = nil) {
    guard let content else {
      bytes.append("/>\n")
      return
    }
    bytes.append(">")
    appendEscaped(content)
    bytes.append("</")
    bytes.append(contentsOf: name)
    bytes.append(">\n")
  }

  /// A rectangle filled with `fill`, its corners rounded by `radius` when given.
  mutating func rect(_ frame: Rect, fill: String, radius: Double? = nil) {
    start("rect")
    attribute("x", number: frame.minX)
    attribute("y", number: frame.minY)
    attribute("width", number: max(0, frame.width))
    attribute("height", number: max(0, frame.height))
    if let radius { attribute("rx", number: radius) }
    attribute("fill", fill)
    end("rect")
  }

  /// Opens a group element; `close` ends it.
  package mutating func open(_ name: String, _ attributes: [(String, String)]) {
    start(name)
    for (key, value) in attributes { attribute(key, value) }
    bytes.append(">\n")
    depth += 1
  }

  /// Ends the group element `open` opened last.
  package mutating func close(_ name: String) {
    depth -= 1
    indent()
    bytes.append("</")
    bytes.append(contentsOf: name)
    bytes.append(">\n")
  }

  /// A rectangle's position and size as attributes.
  static func frame(_ rect: Rect) -> [(String, String)] {
    [
      ("x", number(rect.minX)), ("y", number(rect.minY)), ("width", number(max(0, rect.width))),
      ("height", number(max(0, rect.height))),
    ]
  }

  /// A number to two decimals, without a trailing zero.
  package static func number(_ value: Double) -> String {
    var bytes = ByteBuffer()
    bytes.appendHundredths(value)
    return bytes.string
  }

  /// Appends `text` escaped for an attribute's value or an element's content.
  private mutating func appendEscaped(_ text: String) {
    // Most values (numbers, colors, most labels) have nothing to escape: their bytes are
    // scanned, not their characters.
    let needsEscaping = text.containsByte {
      $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 < 0x20 || $0 == 0x7F
        || $0 == 0xC2
    }
    bytes.append(contentsOf: needsEscaping ? Self.escaped(text) : text)
  }

  private static func escaped(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      // XML 1.0 allows no C0 control but tab and line breaks: one would make the image
      // unreadable. Controls are drawn as their pictures, as the other renderings draw them.
      default: escaped.unicodeScalars.append(ControlCharacters.picture(for: scalar.value) ?? scalar)
      }
    }
    return escaped
  }

}
