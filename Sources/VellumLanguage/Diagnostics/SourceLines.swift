/// The lines of a source text, split once, so rendering many diagnostics stays linear.
///
/// A long line (minified or generated source) is shown as a window around the column, so one
/// diagnostic never prints a whole megabyte line.
///
/// ```swift
/// SourceLines("a\nbc").excerpt(line: 2, column: 2)   // ("bc", caret: 1)
/// ```
struct SourceLines {
  /// The widest excerpt shown, in characters.
  static let window = 160

  private let lines: [Substring]

  init(_ source: String) {
    lines = source.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The text of `line` (tabs as spaces) around `column`, and the caret's offset in it; `nil`
  /// when the line does not exist.
  func excerpt(line: Int, column: Int) -> (text: String, caret: Int)? {
    guard line >= 1, line <= lines.count else { return nil }
    // Only the window's characters are copied: a line of 50 million characters as an array
    // of characters would take 800 MB.
    let characters = lines[line - 1]
    let count = characters.count
    let index = max(0, column - 1)
    var start = 0
    var end = count
    if count > Self.window {
      start = max(0, min(index - Self.window / 2, count - Self.window))
      end = start + Self.window
    }
    let from = characters.index(characters.startIndex, offsetBy: start)
    let to = characters.index(from, offsetBy: end - start)
    var text = start > 0 ? "…" : ""
    for character in characters[from..<to] { text.append(character == "\t" ? " " : character) }
    if end < count { text += "…" }
    return (text, index - start + (start > 0 ? 1 : 0))
  }
}
