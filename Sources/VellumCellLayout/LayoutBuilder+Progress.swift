import VellumNodes
import VellumValues

extension LayoutBuilder {
  /// A progress view: a spinner `⟳` before its label when indeterminate; a ring glyph (`◔`)
  /// when circular; else its label, a bar as wide as offered filled to the fraction, and its
  /// current-value label, one under the other.
  func progressBox(for node: Node, style: InheritedTextStyle) -> LayoutBox {
    let label = node.children.filter { $0.role != .currentValueLabel }
    let current = node.children.filter { $0.role == .currentValueLabel }
    let fraction = number(node[.value])
    guard let fraction, node[.progressViewStyle] != .name(.circular) else {
      let glyph = fraction.map(Self.ring) ?? "⟳"
      guard !label.isEmpty else { return TextBox(glyph) }
      return DecoratedBox(prefix: glyph + " ", suffix: "", child: inline(label, style: style))
    }
    let rows =
      label.map { box(for: $0, style: style) } + [ProgressBarBox(fraction: fraction)]
      + current.map { box(for: $0, style: style) }
    return StackBox(axis: .vertical, spacing: 0, alignment: .topLeading, children: rows)
  }

  /// A ring glyph for a fraction, by quarters: `○ ◔ ◑ ◕ ●`.
  private static func ring(_ fraction: Double) -> String {
    ["○", "◔", "◑", "◕", "●"][min(4, max(0, Int((fraction * 4).rounded())))]
  }
}

/// A progress bar as wide as offered: `█` for the part done, `░` for the rest.
final class ProgressBarBox: LayoutBox {
  let fraction: Double

  init(fraction: Double) { self.fraction = fraction }

  override func wantsToGrow(along axis: Axis) -> Bool { axis == .horizontal }

  override func measure(_ proposal: Proposal) -> CellSize {
    CellSize(width: proposal.width ?? 10, height: 1)
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    let done = Int((fraction * Double(rect.width)).rounded())
    canvas.fill("█", at: rect.origin, count: done)
    canvas.fill("░", at: CellPoint(x: rect.x + done, y: rect.y), count: rect.width - done)
  }
}
