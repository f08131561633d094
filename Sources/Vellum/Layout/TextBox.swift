/// Text, wrapped at word boundaries to the proposed width, truncated with `…` when a word does
/// not fit or the proposed height has fewer lines than the text needs.
///
/// Title fonts are emphasised with a line under the text: `=` under `largeTitle` and `title`,
/// `-` under the other title styles, `headline` and bold text.
final class TextBox: LayoutBox {
  let text: String
  let underline: Character?

  init(_ text: String, underline: Character?) {
    self.text = text
    self.underline = underline
  }

  override func measure(_ proposal: Proposal) -> CellSize {
    let lines = self.lines(for: proposal)
    let width = lines.map(\.cellWidth).max() ?? 0
    return CellSize(width: width, height: lines.count + (underline == nil || width == 0 ? 0 : 1))
  }

  override func draw(in rect: CellRect, on canvas: inout Canvas) {
    let lines = self.lines(for: Proposal(width: rect.width, height: rect.height))
    for (row, line) in lines.enumerated() {
      canvas.draw(line, at: CellPoint(x: rect.x, y: rect.y + row), limit: rect.width)
    }
    if let underline, let width = lines.map(\.cellWidth).max(), width > 0,
      lines.count < rect.height
    {
      canvas.fill(underline, at: CellPoint(x: rect.x, y: rect.y + lines.count), count: width)
    }
  }

  /// The lines of the text for a proposal.
  func lines(for proposal: Proposal) -> [String] {
    let width = proposal.width ?? .max
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += wrap(paragraph, width: width)
    }
    let rows = proposal.height.map { max(0, $0 - (underline == nil ? 0 : 1)) } ?? .max
    if lines.count > rows {
      lines = Array(lines.prefix(rows))
      if let last = lines.indices.last { lines[last] = truncated(lines[last] + " …", to: width) }
    }
    return lines
  }

  private func wrap(_ paragraph: Substring, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in paragraph.split(separator: " ") {
      let wordWidth = word.cellWidth
      if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 { lines.append(line) }
      line = wordWidth <= width ? String(word) : truncated(String(word), to: width)
      lineWidth = line.cellWidth
    }
    lines.append(line)
    return lines
  }

  /// `text` cut to `width` cells, ending in `…` when anything was cut.
  private func truncated(_ text: String, to width: Int) -> String {
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
