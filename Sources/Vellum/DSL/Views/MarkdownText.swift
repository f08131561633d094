import VellumHotPaths

/// Reads the inline Markdown SwiftUI reads in a `Text` literal: `**strong**` and `__strong__`
/// (bold), `*emphasis*` and `_emphasis_` (italic), `~~struck~~`, code in backticks (monospaced) and
/// `[title](url)` (a link). A delimiter with no closing partner, and `_` inside a word, stay as
/// written; a backslash makes the next character literal.
///
/// ```swift
/// MarkdownText.runs(of: "**Bold** and _italic_")   // "Bold" bold, " and ", "italic" italic
/// ```
enum MarkdownText {
  /// The characters that can start Markdown, escaped in interpolated values.
  static let specialCharacters: Set<Character> = ["*", "_", "~", "`", "[", "]", "\\"]
  /// Whether `byte` is one of ``specialCharacters`` (all ASCII), tested without hashing.
  static func isSpecial(_ byte: UInt8) -> Bool { MarkdownBytes.isSpecial(byte) }

  private static let delimiters: [(token: String, attribute: Attribute)] = [
    ("**", Attribute(.bold, .bool(true))), ("__", Attribute(.bold, .bool(true))),
    ("~~", Attribute(.strikethrough, .bool(true))), ("*", Attribute(.italic, .bool(true))),
    ("_", Attribute(.italic, .bool(true))),
  ]

  /// The styled runs of `source`, or `nil` when it has no Markdown (the text is then `source`).
  ///
  /// - Complexity: O(*n*²) in the worst case of many unmatched delimiters; O(*n*) for ordinary
  ///   text, which is returned at once when it has no special character.
  static func runs(of source: String) -> [Text.Run]? {
    // All the special characters are ASCII, so a byte scan finds them without breaking the
    // string into characters.
    guard source.containsByte(where: isSpecial) else { return nil }
    let characters = Array(source)
    var runs: [Text.Run] = []
    var styles: [Attribute] = []
    var open: [String] = []
    var current = ""
    var index = 0
    var changed = false

    func flush() {
      guard !current.isEmpty else { return }
      if let last = runs.last, last.attributes == styles {
        runs[runs.count - 1].string += current
      } else {
        runs.append(Text.Run(string: current, attributes: styles))
      }
      current = ""
    }

    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count,
        specialCharacters.contains(characters[index + 1])
      {
        current.append(characters[index + 1])
        index += 2
        changed = true
        continue
      }
      if character == "`", let end = closing("`", in: characters, after: index + 1) {
        flush()
        runs.append(
          Text.Run(
            string: String(characters[(index + 1)..<end]),
            attributes: styles + [Attribute(.monospaced, .bool(true))]))
        index = end + 1
        changed = true
        continue
      }
      if character == "[", let (title, url, end) = link(in: characters, at: index) {
        flush()
        runs.append(Text.Run(string: title, attributes: styles + [Attribute(.link, .string(url))]))
        index = end
        changed = true
        continue
      }
      if let (token, attribute) = delimiters.first(where: { matches($0.token, characters, index) })
      {
        if open.last == token {
          flush()
          open.removeLast()
          styles.removeAll { $0 == attribute }
          index += token.count
          changed = true
          continue
        }
        if canOpen(token, characters, index),
          closing(token, in: characters, after: index + token.count) != nil
        {
          flush()
          open.append(token)
          styles.append(attribute)
          index += token.count
          changed = true
          continue
        }
      }
      current.append(character)
      index += 1
    }
    flush()
    return changed ? runs : nil
  }

  private static func matches(_ token: String, _ characters: [Character], _ index: Int) -> Bool {
    var offset = index
    for character in token {
      guard offset < characters.count, characters[offset] == character else { return false }
      offset += 1
    }
    return true
  }

  /// Whether a delimiter may open emphasis here: not followed by a space, and `_` not inside a
  /// word.
  private static func canOpen(_ token: String, _ characters: [Character], _ index: Int) -> Bool {
    let next = index + token.count
    guard next < characters.count, !characters[next].isWhitespace else { return false }
    if token.hasPrefix("_"), index > 0,
      characters[index - 1].isLetter || characters[index - 1].isNumber
    {
      return false
    }
    return true
  }

  /// The index of the next unescaped `token` after `start` that can close (not after a space).
  private static func closing(_ token: String, in characters: [Character], after start: Int) -> Int?
  {
    var index = start
    while index < characters.count {
      if characters[index] == "\\" {
        index += 2
        continue
      }
      if matches(token, characters, index), index > start, !characters[index - 1].isWhitespace {
        let after = index + token.count
        if token.hasPrefix("_"), after < characters.count,
          characters[after].isLetter || characters[after].isNumber
        {
          index += 1
          continue
        }
        return index
      }
      index += 1
    }
    return nil
  }

  /// A `[title](url)` link starting at `index`: its title, its address and the index after it.
  private static func link(in characters: [Character], at index: Int) -> (String, String, Int)? {
    guard let close = characters[index...].firstIndex(of: "]"), close + 1 < characters.count,
      characters[close + 1] == "(", let end = characters[(close + 1)...].firstIndex(of: ")")
    else { return nil }
    return (String(characters[(index + 1)..<close]), String(characters[(close + 2)..<end]), end + 1)
  }
}
