/// HTML as a tree of elements and texts, read from the markup Vellum's HTML renderer writes:
/// what a live page's DOM holds, so the change from one rendering to the next can be sent as
/// the few DOM operations that make it (``MarkupDiff``).
///
/// The reader knows the markup the renderer writes, not every page on the web: elements with
/// quoted or bare attributes, void elements (`<input>`, `<hr>`, …) and self-closed ones
/// (`<path … />`), the entities the renderer escapes with (`&amp;`, `&lt;`, `&gt;`, `&quot;`,
/// `&#39;`) and numeric ones, comments (dropped), and `<style>` and `<script>` as raw text. A
/// closing tag that matches no open element is ignored; elements still open at the end are
/// closed there.
///
/// ```swift
/// let markup = Markup(parsing: "<div class=\"vstack\"><span class=\"text\">Hi</span></div>")
/// markup.nodes[0].children[0].children[0]   // .text("Hi")
/// ```
package struct Markup {
  /// The markup it was read from.
  package let source: [UInt8]
  /// The top-level nodes, in order.
  package private(set) var nodes: [MarkupNode] = []

  /// Reads `html`.
  package init(parsing html: String) {
    source = Array(html.utf8)
    var reader = MarkupReader(source)
    nodes = reader.readNodes()
  }

  /// The markup of `node`, as it stands in the source.
  package func html(of node: MarkupNode) -> String {
    String(decoding: source[node.range], as: UTF8.self)
  }

  /// Whether `node` here and `other` in `markup` were written alike, byte for byte.
  func isSame(_ node: MarkupNode, as other: MarkupNode, in markup: Markup) -> Bool {
    node.range.count == other.range.count && source[node.range] == markup.source[other.range]
  }
}

/// An element or a text of ``Markup``, with where it stands in the source.
package struct MarkupNode: Equatable, Sendable {
  /// An element's tag name in lower case, or `nil` for a text.
  package let tag: String?
  /// An element's attributes in the order written, their values unescaped.
  package let attributes: [MarkupAttribute]
  /// An element's children, in order.
  package let children: [MarkupNode]
  /// A text's characters, unescaped (empty for an element).
  package let text: String
  /// The bytes of the source the node was read from, its tags included.
  package let range: Range<Int>
}

/// An attribute of a ``MarkupNode``: a bare one (`checked`) has the empty value.
package struct MarkupAttribute: Equatable, Sendable {
  /// The attribute's name, in lower case.
  package let name: String
  /// The attribute's value, unescaped.
  package let value: String
}

/// Reads markup bytes from the start, one node at a time.
private struct MarkupReader {
  /// Elements that never have content or a closing tag.
  static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
    "track", "wbr",
  ]

  let bytes: [UInt8]
  var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The nodes from here to the end, every open element closed. Elements are read with a
  /// stack of their own, not by recursion, so deep markup cannot exhaust the call stack.
  mutating func readNodes() -> [MarkupNode] {
    // Each open element: its tag, attributes, start and the children read so far.
    var open: [(tag: String, attributes: [MarkupAttribute], start: Int, children: [MarkupNode])] =
      [("", [], 0, [])]
    func close(upTo end: Int) {
      let element = open.removeLast()
      open[open.count - 1].children.append(
        MarkupNode(
          tag: element.tag, attributes: element.attributes, children: element.children,
          text: "", range: element.start..<end))
    }
    while position < bytes.count {
      let start = position
      guard bytes[position] == UInt8(ascii: "<") else {
        let text = readText()
        open[open.count - 1].children.append(
          MarkupNode(tag: nil, attributes: [], children: [], text: text, range: start..<position))
        continue
      }
      if starts(with: "<!--") {
        position = find("-->").map { $0 + 3 } ?? bytes.count
      } else if starts(with: "</") {
        position += 2
        let tag = readName()
        position = (find(">").map { $0 + 1 }) ?? bytes.count
        // Closes the nearest open element of that name, and any left open inside it.
        if let depth = open.lastIndex(where: { $0.tag == tag }), depth > 0 {
          while open.count > depth { close(upTo: position) }
        }
      } else if start + 1 < bytes.count, Self.isNameStart(bytes[start + 1]) {
        position += 1
        let tag = readName()
        let (attributes, selfClosed) = readAttributes()
        if selfClosed || Self.voidElements.contains(tag) {
          open[open.count - 1].children.append(
            MarkupNode(
              tag: tag, attributes: attributes, children: [], text: "", range: start..<position))
        } else if tag == "style" || tag == "script" {
          let contentStart = position
          let end = find("</" + tag) ?? bytes.count
          let content = String(decoding: bytes[contentStart..<end], as: UTF8.self)
          position = find(">", from: end).map { $0 + 1 } ?? bytes.count
          let text = MarkupNode(
            tag: nil, attributes: [], children: [], text: content, range: contentStart..<end)
          open[open.count - 1].children.append(
            MarkupNode(
              tag: tag, attributes: attributes, children: content.isEmpty ? [] : [text], text: "",
              range: start..<position))
        } else {
          open.append((tag, attributes, start, []))
        }
      } else {
        // A `<` that starts no tag is text.
        position += 1
        let text = "<" + readText()
        open[open.count - 1].children.append(
          MarkupNode(tag: nil, attributes: [], children: [], text: text, range: start..<position))
      }
    }
    while open.count > 1 { close(upTo: bytes.count) }
    return open[0].children
  }

  /// The text from here to the next `<`, unescaped.
  private mutating func readText() -> String {
    let start = position
    while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
    return Self.unescaped(bytes[start..<position])
  }

  /// A tag or attribute name, in lower case.
  private mutating func readName() -> String {
    let start = position
    while position < bytes.count, !Self.endsName(bytes[position]) { position += 1 }
    return String(decoding: bytes[start..<position], as: UTF8.self).lowercased()
  }

  /// The attributes up to the tag's `>`, and whether the tag ended with `/>`.
  private mutating func readAttributes() -> ([MarkupAttribute], Bool) {
    var attributes: [MarkupAttribute] = []
    while position < bytes.count {
      skipSpaces()
      guard position < bytes.count else { break }
      if bytes[position] == UInt8(ascii: ">") {
        position += 1
        return (attributes, false)
      }
      if starts(with: "/>") {
        position += 2
        return (attributes, true)
      }
      if bytes[position] == UInt8(ascii: "/") {
        position += 1
        continue
      }
      let name = readName()
      guard !name.isEmpty else {
        position += 1
        continue
      }
      skipSpaces()
      var value = ""
      if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
        position += 1
        skipSpaces()
        value = readValue()
      }
      attributes.append(MarkupAttribute(name: name, value: value))
    }
    return (attributes, false)
  }

  /// A quoted or bare attribute value, unescaped.
  private mutating func readValue() -> String {
    guard position < bytes.count else { return "" }
    let quote = bytes[position]
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      let start = position + 1
      let end = bytes[start...].firstIndex(of: quote) ?? bytes.count
      position = min(end + 1, bytes.count)
      return Self.unescaped(bytes[start..<end])
    }
    let start = position
    while position < bytes.count, !Self.isSpace(bytes[position]),
      bytes[position] != UInt8(ascii: ">")
    {
      position += 1
    }
    return Self.unescaped(bytes[start..<position])
  }

  private mutating func skipSpaces() {
    while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
  }

  private func starts(with prefix: String) -> Bool {
    let prefix = Array(prefix.utf8)
    return bytes.count - position >= prefix.count
      && bytes[position..<position + prefix.count].elementsEqual(prefix)
  }

  /// Where `needle` next starts, from `start` (by default here), if anywhere.
  private func find(_ needle: String, from start: Int? = nil) -> Int? {
    let needle = Array(needle.utf8)
    var index = start ?? position
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func endsName(_ byte: UInt8) -> Bool {
    isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
      || byte == UInt8(ascii: "=")
  }

  /// `bytes` with their character references replaced by the characters they stand for; a
  /// reference that is not well formed stays as written.
  static func unescaped(_ bytes: ArraySlice<UInt8>) -> String {
    guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
    let text = String(decoding: bytes, as: UTF8.self)
    var result = ""
    var rest = text[...]
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      rest = rest[ampersand...]
      guard let semicolon = rest.prefix(12).firstIndex(of: ";"),
        let character = character(named: rest[rest.index(after: ampersand)..<semicolon])
      else {
        result.append("&")
        rest = rest.dropFirst()
        continue
      }
      result.append(character)
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }

  /// The character an entity's name (`amp`, `#39`, `#x1F600`) stands for.
  private static func character(named name: Substring) -> Character? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    case "nbsp": return "\u{A0}"
    default:
      guard name.first == "#" else { return nil }
      let digits = name.dropFirst()
      let value =
        digits.first == "x" || digits.first == "X"
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      return value.flatMap(Unicode.Scalar.init).map(Character.init)
    }
  }
}
