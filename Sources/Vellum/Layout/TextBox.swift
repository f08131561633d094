/// Text, wrapped at word boundaries to the proposed width, truncated with `…` when a word does
/// not fit or the proposed height has fewer lines than the text needs. Runs of spaces are kept
/// as written, except where a line wraps: the spaces at the break hang off its end.
///
/// Title fonts are emphasised with a line under the text: `=` under `largeTitle` and `title`,
/// `-` under the other title styles, `headline` and bold text.
///
/// The words and their widths are measured once; each proposal then only adds up widths.
final class TextBox: LayoutBox {
  let text: String
  let underline: Character?
  private let paragraphs: [[Word]]
  private let singleLineWidth: Int

  private struct Word {
    let text: Substring
    let width: Int
  }

  /// One line: the words `range` of a paragraph, and their width with the spaces between.
  private struct Line {
    let paragraph: Int
    let range: Range<Int>
    let width: Int
  }

  init(_ text: String, underline: Character?) {
    self.text = text
    self.underline = underline
    let text = ControlCharacters.visible(text)
    paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
      paragraph.split(separator: " ", omittingEmptySubsequences: false).map {
        Word(text: $0, width: $0.cellWidth)
      }
    }
    singleLineWidth =
      paragraphs.map { words in
        words.reduce(0) { $0 + $1.width } + max(0, words.count - 1)
      }.max() ?? 0
  }

  override func measure(_ proposal: Proposal) -> CellSize {
    let lines = self.lines(for: proposal)
    let width = min(lines.map(\.width).max() ?? 0, proposal.width ?? .max)
    return CellSize(width: width, height: lines.count + (underline == nil || width == 0 ? 0 : 1))
  }

  override func draw(in rect: CellRect, on canvas: inout Canvas) {
    let lines = self.lines(for: Proposal(width: rect.width, height: rect.height))
    var widest = 0
    for (row, line) in lines.enumerated() {
      let text = self.text(
        of: line, truncatedTo: rect.width, ellipsis: row == lines.count - 1 && isCut(lines))
      canvas.draw(text, at: CellPoint(x: rect.x, y: rect.y + row), limit: rect.width)
      widest = max(widest, min(line.width, rect.width))
    }
    if let underline, widest > 0, lines.count < rect.height {
      canvas.fill(underline, at: CellPoint(x: rect.x, y: rect.y + lines.count), count: widest)
    }
  }

  /// Whether the proposal cut lines off the end of the text.
  private func isCut(_ lines: [Line]) -> Bool {
    guard let last = lines.last else { return false }
    return last.paragraph < paragraphs.count - 1
      || last.range.upperBound < paragraphs[last.paragraph].count
  }

  /// The lines of the text for a proposal.
  private func lines(for proposal: Proposal) -> [Line] {
    let width = proposal.width ?? .max
    var lines: [Line] = []
    if singleLineWidth <= width, paragraphs.count == 1 {
      lines = [Line(paragraph: 0, range: 0..<paragraphs[0].count, width: singleLineWidth)]
    } else {
      for (index, words) in paragraphs.enumerated() {
        wrap(words, paragraph: index, width: width, into: &lines)
      }
    }
    let rows = proposal.height.map { max(0, $0 - (underline == nil ? 0 : 1)) } ?? .max
    if lines.count > rows {
      lines.removeSubrange(rows...)
      if let last = lines.last {
        lines[lines.count - 1] = Line(
          paragraph: last.paragraph, range: last.range, width: min(width, last.width + 2))
      }
    }
    return lines
  }

  /// Breaks a paragraph into lines. Each word after the first is preceded by one space; the
  /// empty words between consecutive spaces are dropped where a line breaks, so a wrapped line
  /// never starts with the spaces that separated it from the line before.
  private func wrap(_ words: [Word], paragraph: Int, width: Int, into lines: inout [Line]) {
    var start = 0
    var lineWidth = 0
    var index = 0
    while index < words.count {
      let word = words[index]
      if index > start, lineWidth + 1 + word.width <= width {
        lineWidth += 1 + word.width
        index += 1
        continue
      }
      if index > start {
        let end = index
        while index < words.count, words[index].text.isEmpty { index += 1 }
        let hanging = index == words.count ? words.count : end
        lines.append(Line(paragraph: paragraph, range: start..<hanging, width: lineWidth))
        guard index < words.count else { return }
      }
      start = index
      lineWidth = min(words[index].width, width)
      index += 1
    }
    lines.append(Line(paragraph: paragraph, range: start..<words.count, width: lineWidth))
  }

  /// A line's text, cut to `width` cells with `…` when it does not fit or `ellipsis` is asked for.
  private func text(of line: Line, truncatedTo width: Int, ellipsis: Bool) -> String {
    let words = paragraphs[line.paragraph][line.range]
    var text = words.map(\.text).joined(separator: " ")
    while text.last == " " { text.removeLast() }
    if ellipsis { text += " …" }
    guard text.cellWidth > width else { return text }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
      let cells = character.cellWidth
      if used + cells > width - 1 { break }
      result.append(character)
      used += cells
    }
    while result.last == " " { result.removeLast() }
    return result + "…"
  }
}
