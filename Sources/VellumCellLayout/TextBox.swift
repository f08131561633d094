import VellumNodes
import VellumValues

/// Text, wrapped at word boundaries to the proposed width, truncated with `…` when a word does
/// not fit or the proposed height has fewer lines than the text needs. Runs of spaces are kept
/// as written, except where a line wraps: the spaces at the break hang off its end.
///
/// Title fonts are emphasised with a line under the text: `=` under `largeTitle` and `title`,
/// `-` under the other title styles, `headline` and bold text.
///
/// A line limit caps the lines (the last one ends in `…` when text is cut), a minimum number of
/// lines reserves their space, wrapped lines line up as `multilineTextAlignment` says, and a
/// single line that does not fit is cut at its head, middle or tail as `truncationMode` says.
///
/// The text's width is measured once. Text of one paragraph that fits is drawn whole; the words
/// and their widths are split and measured once, the first time a proposal is narrower than
/// the text or the text has several paragraphs, and each proposal then only adds up widths.
final class TextBox: LayoutBox {
  /// How lines are limited, aligned and cut.
  struct Wrapping: Equatable {
    var minimumLines = 0
    var maximumLines: Int?
    var alignment = TextAlignment.leading
    var truncation = Truncation.tail
  }

  /// Where a line that does not fit is cut, by `Text.TruncationMode`'s names.
  enum Truncation {
    case head, middle, tail

    /// The truncation a `truncationMode` keyword names: the tail for any other.
    init(keyword: Keyword) {
      self =
        switch keyword {
        case .head: .head
        case .middle: .middle
        default: .tail
        }
    }
  }

  let text: String
  let layout: Wrapping
  /// Told when the text is drawn cut off (lines left out or a line cut short).
  var onCut: (() -> Void)?
  /// The text as drawn, control characters made visible.
  private let visible: String
  /// Whether the text has no line breaks.
  private let isOneParagraph: Bool
  /// The width of the widest paragraph on one line.
  private let singleLineWidth: Int
  /// Whether the text as drawn ends in a space, which a line trims: read once, not each time
  /// the box is drawn (a list row's button label is drawn in every row).
  private let endsInSpace: Bool
  /// The words of each paragraph, split the first time a line has to wrap.
  private lazy var paragraphs: [[Word]] = visible.split(
    separator: "\n", omittingEmptySubsequences: false
  ).map { paragraph in
    paragraph.split(separator: " ", omittingEmptySubsequences: false).map {
      Word(text: $0, width: $0.cellWidth)
    }
  }

  private struct Word {
    let text: Substring
    let width: Int
  }

  /// One line: the words `range` of a paragraph, and their width with the spaces between.
  private struct Line {
    let paragraph: Int
    let range: Range<Int>
    let width: Int

    /// The line of a one-paragraph text that fits: all of it, whose words were never split.
    static func whole(width: Int) -> Line {
      Line(paragraph: 0, range: 0..<Int.max, width: width)
    }

    /// Whether this is the ``whole(width:)`` line.
    var isWhole: Bool { range.upperBound == .max }
  }

  init(_ text: String, layout: Wrapping = Wrapping()) {
    self.text = text
    self.layout = layout
    // Printable ASCII (most labels) is shown as it is, in one paragraph a cell a byte: one
    // pass over its bytes instead of one for controls, one for line breaks and one for width.
    if let width = text.printableASCIICount {
      visible = text
      isOneParagraph = true
      singleLineWidth = width
      let space = UInt8(ascii: " ")
      endsInSpace =
        text.utf8.withContiguousStorageIfAvailable { $0.last == space }
        ?? (text.utf8.last == space)
      super.init(cachesSizes: false)
      return
    }
    visible = ControlCharacters.visible(text)
    endsInSpace = visible.utf8.last == UInt8(ascii: " ")
    isOneParagraph = !visible.containsByte { $0 == UInt8(ascii: "\n") }
    // A paragraph's words and the single spaces between them add up to its width.
    singleLineWidth =
      isOneParagraph
      ? visible.cellWidth
      : visible.split(separator: "\n", omittingEmptySubsequences: false).map(\.cellWidth).max()
        ?? 0
    // One paragraph is measured by comparing widths when it fits, cheaper than caching the
    // answer; when it wraps, its words were split once and a parent, which caches its own
    // sizes, asks again only a few times per measurement of its own.
    super.init(cachesSizes: !isOneParagraph)
  }

  override func measure(_ proposal: Proposal) -> CellSize {
    // Text of one paragraph that fits on one line, with room for it (most labels), is
    // measured without making its lines: a box is measured for several proposals.
    let lineCount: Int
    let widest: Int
    if isOneParagraph, singleLineWidth <= proposal.width ?? .max, rowLimit(for: proposal) >= 1 {
      (lineCount, widest) = (1, singleLineWidth)
    } else {
      let lines = self.lines(for: proposal)
      (lineCount, widest) = (lines.count, lines.map(\.width).max() ?? 0)
    }
    // A text offered no room still shows its ellipsis, as SwiftUI's does: a stack too narrow
    // for its texts overflows instead of dropping its first ones.
    let width = max(min(widest, proposal.width ?? .max), min(singleLineWidth, 1))
    let rows = max(lineCount, min(layout.minimumLines, proposal.height ?? .max))
    return CellSize(width: width, height: rows)
  }

  /// The most lines `proposal` leaves room for: its height, and the line limit.
  private func rowLimit(for proposal: Proposal) -> Int {
    min(proposal.height ?? .max, layout.maximumLines ?? .max)
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    // One paragraph with room for it on one line (most labels), ending in no space to trim,
    // is drawn as it is, without making its lines: it is neither cut nor moved by alignment.
    if isOneParagraph, singleLineWidth <= rect.width, !endsInSpace,
      rowLimit(for: Proposal(width: rect.width, height: rect.height)) >= 1
    {
      canvas.draw(visible, at: rect.origin, limit: rect.width)
      return
    }
    let lines = self.lines(for: Proposal(width: rect.width, height: rect.height))
    let widest = min(lines.map(\.width).max() ?? 0, rect.width)
    if let onCut, isCut(lines) || lines.contains(where: { $0.width > rect.width }) { onCut() }
    if lines.count == 1, layout.truncation != .tail, isCut(lines) || singleLineWidth > rect.width {
      let text = cut(wholeText, to: rect.width, at: layout.truncation)
      canvas.draw(text, at: CellPoint(x: rect.x, y: rect.y), limit: rect.width)
    } else {
      for (row, line) in lines.enumerated() {
        let text = self.text(
          of: line, truncatedTo: rect.width, ellipsis: row == lines.count - 1 && isCut(lines))
        let inset = max(0, widest - text.cellWidth)
        let x =
          switch layout.alignment {
          case .leading: rect.x
          case .center: rect.x + inset / 2
          case .trailing: rect.x + inset
          }
        canvas.draw(text, at: CellPoint(x: x, y: rect.y + row), limit: rect.width - (x - rect.x))
      }
    }
  }

  /// Whether the proposal cut lines off the end of the text.
  private func isCut(_ lines: [Line]) -> Bool {
    guard let last = lines.last, !last.isWhole else { return false }
    return last.paragraph < paragraphs.count - 1
      || last.range.upperBound < paragraphs[last.paragraph].count
  }

  /// The lines of the text for a proposal.
  private func lines(for proposal: Proposal) -> [Line] {
    let width = proposal.width ?? .max
    var lines: [Line] = []
    if singleLineWidth <= width, isOneParagraph {
      lines = [.whole(width: singleLineWidth)]
    } else {
      for (index, words) in paragraphs.enumerated() {
        wrap(words, paragraph: index, width: width, into: &lines)
      }
    }
    let rows = rowLimit(for: proposal)
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
    var text =
      line.isWhole
      ? visible : paragraphs[line.paragraph][line.range].map(\.text).joined(separator: " ")
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

  /// The whole text on one line, paragraphs joined by spaces.
  private var wholeText: String {
    if isOneParagraph { return visible }
    let lines = paragraphs.map { words in words.map(\.text).joined(separator: " ") }
    return lines.joined(separator: " ")
  }

  /// `text` cut to `width` cells with `…` at its head or in its middle.
  private func cut(_ text: String, to width: Int, at mode: Truncation) -> String {
    guard text.cellWidth > width else { return text }
    guard width > 1 else { return width == 1 ? "…" : "" }
    let characters = Array(text)
    func fitting(_ characters: some Sequence<Character>, _ cells: Int) -> [Character] {
      var taken: [Character] = []
      var used = 0
      for character in characters {
        used += character.cellWidth
        if used > cells { break }
        taken.append(character)
      }
      return taken
    }
    let room = width - 1
    if mode == .head {
      return "…" + String(fitting(characters.reversed(), room).reversed())
    }
    let head = fitting(characters, (room + 1) / 2)
    let tail = fitting(characters.reversed(), room - head.reduce(0) { $0 + $1.cellWidth })
    return String(head) + "…" + String(tail.reversed())
  }
}
