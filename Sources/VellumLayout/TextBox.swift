import Foundation
import VellumValues

/// A text: as wide as its longest line, its lines broken at word boundaries to fit the
/// proposed width (inside a word when the word alone is too wide), no more lines than its
/// line limit or the proposed height allows, the last one cut with an ellipsis. A text that
/// does not fit shrinks down to its `minimumScaleFactor` first, as SwiftUI's does.
struct TextBox {
  let text: String
  let style: TextStyle
  /// The metrics of the text's font.
  let metrics: FontMetrics
  /// The text's width on one line, before rounding, when it is one paragraph: most labels,
  /// which are measured without breaking them into lines whenever they fit.
  private let lineWidth: Double?

  init(_ text: String, style: TextStyle) {
    var shown = style.shown(text)
    // The newline looked for in the string's contiguous bytes: a loop over its `utf8` view
    // costs a call per byte.
    let hasNewline = shown.withUTF8 { $0.contains(UInt8(ascii: "\n")) }
    self.text = shown
    self.style = style
    metrics = style.metrics
    lineWidth = hasNewline ? nil : metrics.unroundedWidth(of: Substring(shown))
  }

  /// What measures the text on one line, kept in the text's box.
  var oneLine: OneLine {
    OneLine(
      width: style.minimumLines <= 1 ? lineWidth ?? .nan : .nan, height: metrics.lineHeight)
  }

  /// A text's width on one line and the line's height, when it is one paragraph of at most
  /// one line: most labels, sized without breaking them into lines whenever they fit.
  struct OneLine {
    /// The width before rounding, or NaN when the text may take more than one line.
    let width: Double
    let height: Double

    /// The text's size, when it is one paragraph that fits the proposal on one line (or is
    /// offered no room, where it keeps one line, cut): no lines are made.
    func size(for proposal: Proposal) -> Size? {
      guard !width.isNaN else { return nil }
      let offered = proposal.width ?? .infinity
      let fits = width <= offered + 1e-9
      guard fits || offered <= 0 else { return nil }
      // A line that fits is as wide as it is drawn, rounded up to the pixel grid; one offered
      // no room keeps none.
      return Size(width: fits ? FontMetrics.pixelCeiling(width) : max(0, offered), height: height)
    }

    /// Whether the text fits the proposal on one line, uncut.
    func fits(_ proposal: Proposal) -> Bool {
      !width.isNaN && width <= (proposal.width ?? .infinity) + 1e-9
    }
  }

  /// The lines drawn for `proposal` and the metrics they are measured in.
  func lines(for proposal: Proposal) -> (lines: [String], metrics: FontMetrics) {
    if oneLine.fits(proposal) { return ([text], metrics) }
    let layout = layout(for: proposal)
    return (layout.lines.map(String.init), layout.metrics)
  }

  /// The lines the text breaks into for `proposal`, with the metrics they are measured in.
  func layout(for proposal: Proposal) -> TextLayout {
    let base = metrics
    var layout = TextLayout(text, metrics: base, style: style, proposal: proposal)
    guard style.minimumScaleFactor < 1, layout.isCut else { return layout }
    // The largest size, in steps of a point, down to the factor, at which the text fits.
    var size = base.size.rounded(.down)
    while size > base.size * style.minimumScaleFactor {
      size -= 1
      var metrics = base
      metrics.size = max(size, base.size * style.minimumScaleFactor)
      layout = TextLayout(text, metrics: metrics, style: style, proposal: proposal)
      if !layout.isCut { break }
    }
    return layout
  }
}

/// A text broken into lines for a proposal.
struct TextLayout {
  /// The lines, in order.
  var lines: [Substring] = []
  /// Whether some of the text did not fit and was cut.
  var isCut = false
  /// The metrics the lines were measured in.
  var metrics: FontMetrics
  /// The text's size: its longest line, and its lines with their spacing.
  var size: Size

  init(_ text: String, metrics: FontMetrics, style: TextStyle, proposal: Proposal) {
    self.metrics = metrics
    let width = proposal.width ?? .infinity
    var lines: [Substring] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += Self.wrap(paragraph, in: width, metrics: metrics)
    }
    var limit = style.maximumLines ?? .max
    if let height = proposal.height, height.isFinite {
      let fitting = Int(
        ((height + style.lineSpacing) / (metrics.lineHeight + style.lineSpacing)
          + 1e-9).rounded(.down))
      limit = min(limit, max(1, fitting))
    }
    if lines.count > limit {
      isCut = true
      lines.removeLast(lines.count - limit)
      if let last = lines.last {
        let rest = text[last.startIndex...].prefix { $0 != "\n" }
        lines[lines.count - 1] = Self.truncated(rest, to: width, metrics: metrics)
      }
    }
    let widest = lines.map { metrics.width(of: $0) }.max() ?? 0
    if widest > width + 1e-9 { isCut = true }
    let count = max(lines.count, style.minimumLines, 1)
    size = Size(
      width: min(widest, width),
      height: Double(count) * metrics.lineHeight + Double(count - 1) * style.lineSpacing)
    self.lines = lines
  }

  /// `paragraph` broken into lines no wider than `width`: at spaces, and inside a word that
  /// is wider than a line on its own.
  private static func wrap(_ paragraph: Substring, in width: Double, metrics: FontMetrics)
    -> [Substring]
  {
    // Offered no room, a text keeps one line, cut: its lines are not worth breaking.
    guard width.isFinite, width > 0, metrics.unroundedWidth(of: paragraph) > width + 1e-9 else {
      return [paragraph]
    }
    var lines: [Substring] = []
    var start = paragraph.startIndex
    var lineWidth = 0.0
    var lastBreak: String.Index?
    var index = paragraph.startIndex
    while index < paragraph.endIndex {
      let character = paragraph[index]
      let next = paragraph.index(after: index)
      if character == " " {
        lastBreak = next
        lineWidth += metrics.unroundedWidth(of: paragraph[index..<next])
        index = next
        continue
      }
      let advance = metrics.unroundedWidth(of: paragraph[index..<next])
      if lineWidth + advance > width + 1e-9, index > start {
        let end = lastBreak ?? index
        lines.append(trimmed(paragraph[start..<end]))
        start = end
        lastBreak = nil
        lineWidth = metrics.unroundedWidth(of: paragraph[start..<next])
        index = next
        continue
      }
      lineWidth += advance
      index = next
    }
    lines.append(trimmed(paragraph[start...]))
    return lines
  }

  /// The longest start of `line` that fits `width` with an ellipsis after it, with the
  /// ellipsis: the tail truncation SwiftUI applies by default.
  private static func truncated(_ line: Substring, to width: Double, metrics: FontMetrics)
    -> Substring
  {
    guard metrics.unroundedWidth(of: line) > width + 1e-9 else { return line }
    let ellipsis = metrics.unroundedWidth(of: "…")
    var used = 0.0
    var end = line.startIndex
    while end < line.endIndex {
      let next = line.index(after: end)
      let advance = metrics.unroundedWidth(of: line[end..<next])
      if used + advance + ellipsis > width + 1e-9 { break }
      used += advance
      end = next
    }
    return Substring(String(trimmed(line[..<end])) + "…")
  }

  private static func trimmed(_ line: Substring) -> Substring {
    var line = line
    while line.last == " " { line = line.dropLast() }
    return line
  }
}
