/// An HTML fragment laid out for reading and diffing: one element per line, children indented by
/// two spaces, and an element that holds only a short text kept on one line. Only the layout
/// changes: removing the added line breaks and indentation gives the fragment back.
///
/// Vellum's HTML escapes `<` and `>` in text and attribute values, so every `<` starts a tag.
///
/// ```swift
/// IndentedHTML.format(#"<div class="vstack"><span class="text">Hi</span></div>"#)
/// // <div class="vstack">
/// //   <span class="text">Hi</span>
/// // </div>
/// ```
package enum IndentedHTML {
  /// Elements that have no end tag.
  private static let voidElements: Set<Substring> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr",
  ]

  /// The longest element kept on one line, in characters.
  private static let inlineWidth = 100

  private enum Token {
    case open(Substring, name: Substring)
    case close(Substring)
    case empty(Substring)
    case text(Substring)
  }

  package static func format(_ html: String) -> String {
    let tokens = tokenize(html)
    var output = ""
    var depth = 0
    var index = 0
    func line(_ text: some StringProtocol) {
      output += String(repeating: "  ", count: depth) + text + "\n"
    }
    while index < tokens.count {
      switch tokens[index] {
      case .open(let tag, let name):
        guard !voidElements.contains(name) else {
          line(tag)
          break
        }
        let closes = { (end: Substring) in end == "</" + name + ">" }
        if index + 2 < tokens.count, case .text(let text) = tokens[index + 1],
          case .close(let end) = tokens[index + 2], closes(end),
          tag.count + text.count + end.count <= inlineWidth, !text.contains("\n")
        {
          line(tag + text + end)
          index += 3
          continue
        }
        if index + 1 < tokens.count, case .close(let end) = tokens[index + 1], closes(end) {
          line(tag + end)
          index += 2
          continue
        }
        line(tag)
        depth += 1
      case .close(let tag):
        depth = max(0, depth - 1)
        line(tag)
      case .empty(let tag):
        line(tag)
      case .text(let text):
        line(text)
      }
      index += 1
    }
    return output
  }

  /// The tags and texts of `html`; the line breaks between tags are layout and are dropped.
  private static func tokenize(_ html: String) -> [Token] {
    var tokens: [Token] = []
    var rest = html[...]
    while !rest.isEmpty {
      if rest.first == "<", let end = rest.firstIndex(of: ">") {
        let tag = rest[...end]
        rest = rest[rest.index(after: end)...]
        if tag.hasPrefix("</") {
          tokens.append(.close(tag))
        } else if tag.hasSuffix("/>") || tag.hasPrefix("<!") {
          tokens.append(.empty(tag))
        } else {
          let name = tag.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "-" }
          tokens.append(.open(tag, name: name))
        }
      } else {
        let end = rest.firstIndex(of: "<") ?? rest.endIndex
        let text = rest[..<end]
        rest = rest[end...]
        if !text.allSatisfy({ $0 == "\n" }) { tokens.append(.text(text)) }
      }
    }
    return tokens
  }
}
