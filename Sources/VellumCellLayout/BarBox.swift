import VellumValues

/// A navigation bar on one line: the leading items at the start, the title centred, the
/// trailing items at the end, as iOS places them.
///
/// Items that fit keep their widths, as iOS keeps a bar's buttons whole, and the title takes
/// what is left beside them, cut short (`New Habit …`) when it does not fit. Items that cannot
/// fit share what the title leaves, and an item too wide for its share is cut short
/// (`[Anoth…]`) rather than wrapped. The title moves off centre only to clear the items, to the
/// middle of the space between them.
final class BarBox: LayoutBox {
  let leading: LayoutBox
  let title: LayoutBox
  let trailing: LayoutBox

  init(leading: LayoutBox, title: LayoutBox, trailing: LayoutBox) {
    self.leading = leading
    self.title = title
    self.trailing = trailing
  }

  override func wantsToGrow(along axis: Axis) -> Bool { axis == .horizontal }

  override func measure(_ proposal: Proposal) -> CellSize {
    let ideal = [leading, title, trailing].map { $0.size(for: .unspecified).width }.reduce(0, +)
    let width = proposal.width ?? ideal + 2
    let parts = widths(in: width)
    let height =
      zip([leading, title, trailing], [parts.leading, parts.title, parts.trailing])
      .map { box, width in width > 0 ? box.size(for: Proposal(width: width, height: nil)).height : 0
      }
      .max() ?? 1
    return CellSize(width: width, height: max(1, height))
  }

  /// The widths the three parts get in `width` cells. When the items fit whole they keep their
  /// widths, as iOS keeps a bar's buttons and cuts the title short, and the title takes what
  /// is left beside them. When they cannot fit however short the title, the title keeps its
  /// width and the items share the rest, the trailing ones taking what the leading ones do not
  /// need.
  private func widths(in width: Int) -> (leading: Int, title: Int, trailing: Int) {
    func ideal(_ box: LayoutBox) -> Int { box.size(for: .unspecified).width }
    let (idealLeading, idealTrailing, idealTitle) = (ideal(leading), ideal(trailing), ideal(title))
    let gaps = (idealLeading > 0 ? 1 : 0) + (idealTrailing > 0 ? 1 : 0)
    if idealLeading + idealTrailing + gaps <= width {
      let titleWidth = min(idealTitle, width - idealLeading - idealTrailing - gaps)
      return (idealLeading, titleWidth, idealTrailing)
    }
    let titleWidth = min(idealTitle, width)
    let room = max(0, width - titleWidth - 2)
    let leadingWidth = min(idealLeading, max(room / 2, room - idealTrailing))
    let trailingWidth = min(idealTrailing, room - leadingWidth)
    return (leadingWidth, titleWidth, trailingWidth)
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    let (leadingWidth, titleWidth, trailingWidth) = widths(in: rect.width)
    // Each part keeps its own height; its lines are limited to one, so that height is its
    // text's, never a wrap.
    func place(_ box: LayoutBox, at x: Int, width: Int) {
      guard width > 0 else { return }
      let height = box.size(for: Proposal(width: width, height: nil)).height
      box.draw(in: CellRect(x: x, y: rect.y, width: width, height: height), on: &canvas)
    }
    place(leading, at: rect.x, width: leadingWidth)
    place(trailing, at: rect.x + rect.width - trailingWidth, width: trailingWidth)
    // Centred, unless that would cover an item: then in the middle of the gap between them.
    let lowest = rect.x + leadingWidth + (leadingWidth > 0 ? 1 : 0)
    let highest = rect.x + rect.width - trailingWidth - (trailingWidth > 0 ? 1 : 0) - titleWidth
    let centred = rect.x + (rect.width - titleWidth) / 2
    let x =
      (lowest...max(lowest, highest)).contains(centred)
      ? centred : lowest + max(0, highest - lowest) / 2
    place(title, at: x, width: titleWidth)
  }
}
