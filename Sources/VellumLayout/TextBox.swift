import Foundation
import VellumValues

/// A text: as wide as its longest line, its lines broken at word boundaries to fit the
/// proposed width (inside a word when the word alone is too wide), no more lines than its
/// line limit or the proposed height allows, the last one cut with an ellipsis. A text that
/// does not fit shrinks down to its `minimumScaleFactor` first, as SwiftUI's does.
final class TextBox: Box {
  let text: String
  let style: TextStyle
  /// The metrics of the text's font.
  private let metrics: FontMetrics
  /// The text's width on one line, before rounding, when it is one paragraph: most labels,
  /// which are measured without breaking them into lines whenever they fit.
  private let lineWidth: Double?

  init(_ text: String, style: TextStyle) {
    let shown = style.shown(text)
    self.text = shown
    self.style = style
    metrics = style.metrics
    lineWidth =
      shown.utf8.contains(UInt8(ascii: "\n"))
      ? nil : metrics.unroundedWidth(of: Substring(shown))
  }

  override func measure(_ proposal: Proposal) -> Size {
    if let line = oneLine(for: proposal) { return line.size }
    return layout(for: proposal).size
  }

  /// The text's one line and its size, when it is one paragraph that fits the proposal on one
  /// line (or is offered no room, where it keeps one line, cut): no lines are made.
  private func oneLine(for proposal: Proposal) -> (size: Size, isCut: Bool)? {
    guard let lineWidth, style.minimumLines <= 1 else { return nil }
    let width = proposal.width ?? .infinity
    let fits = lineWidth <= width + 1e-9
    guard fits || width <= 0 else { return nil }
    let height = metrics.lineHeight
    // A line that fits is as wide as it is drawn, rounded up to the pixel grid; one offered
    // no room keeps none.
    return (
      Size(width: fits ? FontMetrics.pixelCeiling(lineWidth) : max(0, width), height: height),
      !fits
    )
  }

  /// The lines drawn for `proposal` and the metrics they are measured in.
  func lines(for proposal: Proposal) -> (lines: [String], metrics: FontMetrics) {
    if let line = oneLine(for: proposal), !line.isCut { return ([text], metrics) }
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

  override func firstBaseline(in size: Size) -> Double { style.metrics.ascent }

  override func lastBaseline(in size: Size) -> Double {
    let metrics = style.metrics
    return size.height - metrics.lineHeight + metrics.ascent
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
