import Foundation
import VellumValues

/// One view in the point layout, SwiftUI's way: its parent proposes a size, the box chooses its
/// own (``size(for:)``), then the parent places it (``place(in:)``), and the box places its
/// children in turn.
///
/// Sizes are kept for the last two proposals: a stack asks each child about its minimum,
/// maximum and share, and then again when placing.
class Box {
  /// The sizes for the last two proposals, the newer first: a stack asks a child about its
  /// minimum, its maximum and its share, then the same share again when placing.
  private var sizes = SizeCache()
  /// The view's `layoutPriority`: stacks offer space to higher priorities first.
  var priority: Double = 0
  /// Where the box was placed, in screen points, once it has been.
  private(set) var frame: Rect?

  /// The size the box takes for `proposal`.
  final func size(for proposal: Proposal) -> Size {
    if let known = sizes.size(for: proposal) { return known }
    let size = measure(proposal)
    sizes.keep(size, for: proposal)
    return size
  }

  /// Computes the size for `proposal`; subclasses override.
  func measure(_ proposal: Proposal) -> Size { .zero }

  /// Takes `rect` as the box's frame and places its children in it.
  final func place(in rect: Rect) {
    frame = rect
    placeChildren(in: rect)
  }

  /// Places the children in `rect`, the box's frame; subclasses override.
  func placeChildren(in rect: Rect) {}

  /// The distance from the top to the first line of text's baseline; a view without text
  /// answers its height, as SwiftUI's default `firstTextBaseline` guide does.
  func firstBaseline(in size: Size) -> Double { size.height }

  /// The distance from the top to the last line of text's baseline.
  func lastBaseline(in size: Size) -> Double { size.height }

  /// Whether this is a `Spacer`, which a stack measures and spaces in its own way.
  var isSpacer: Bool { false }
}

/// A box's sizes for its last two proposals, the newer first.
private struct SizeCache {
  private var newest: (Proposal, Size)?
  private var older: (Proposal, Size)?

  func size(for proposal: Proposal) -> Size? {
    if let newest, newest.0 == proposal { return newest.1 }
    if let older, older.0 == proposal { return older.1 }
    return nil
  }

  mutating func keep(_ size: Size, for proposal: Proposal) {
    older = newest
    newest = (proposal, size)
  }
}

extension Box {
  /// The size for an unspecified proposal: the box's ideal size.
  var idealSize: Size { size(for: .unspecified) }

  /// The smallest and largest lengths along `axis`, the other axis proposed `across`.
  func range(along axis: Axis, across: Double?) -> ClosedRange<Double> {
    let small = size(for: Proposal(along: axis, 0, across: across))
    let large = size(for: Proposal(along: axis, .infinity, across: across))
    let low = small.length(along: axis)
    return low...max(low, large.length(along: axis))
  }
}

extension Proposal {
  /// A proposal of `length` along `axis` and `across` the other way.
  init(along axis: Axis, _ length: Double?, across: Double?) {
    self =
      axis == .horizontal
      ? Proposal(width: length, height: across)
      : Proposal(width: across, height: length)
  }

  /// The proposed length along `axis`.
  func length(along axis: Axis) -> Double? { axis == .horizontal ? width : height }
}

extension Size {
  /// A size `length` long along `axis` and `thickness` across.
  init(along axis: Axis, _ length: Double, across thickness: Double) {
    self =
      axis == .horizontal
      ? Size(width: length, height: thickness) : Size(width: thickness, height: length)
  }

  /// The length along `axis`.
  func length(along axis: Axis) -> Double { axis == .horizontal ? width : height }
}

extension Rect {
  /// A rectangle of `size` placed in this one at `alignment`.
  func placing(_ size: Size, at alignment: Alignment) -> Rect {
    let x: Double =
      switch alignment.horizontal {
      case .leading: minX
      case .trailing: maxX - size.width
      default: minX + (width - size.width) / 2
      }
    let y: Double =
      switch alignment.vertical {
      case .top: minY
      case .bottom: maxY - size.height
      default: minY + (height - size.height) / 2
      }
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }
}
