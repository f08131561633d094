import VellumHotPaths
import VellumValues

/// One element of a text layout: it answers how big it wants to be for a proposal, and draws
/// itself into a rectangle its parent chose, SwiftUI's propose → measure → place in cells.
///
/// Sizes are cached per proposal, so a stack that measures its children several times while
/// distributing space costs each child one measurement per distinct proposal; a box whose
/// measurement costs less than the cache (a spacer, a line of text that fits) is not cached.
///
/// The caches are read and written only in short accesses that never overlap (a box asks its
/// children, never itself, while measuring), so they are exempt from the run-time exclusivity
/// check a class's stored property otherwise pays on every access: a list row's boxes are
/// measured a dozen times per render.
package class LayoutBox: UncheckedFields<LayoutBox.Fields> {
  private var cache: ProposalCache<CellSize> {
    _read { yield self[fields: \.cache].cache }
    _modify { yield &self[fields: \.cache].cache }
  }
  private var growsHorizontally: Bool? {
    _read { yield self[fields: \.growsHorizontally].growsHorizontally }
    _modify { yield &self[fields: \.growsHorizontally].growsHorizontally }
  }
  private var growsVertically: Bool? {
    _read { yield self[fields: \.growsVertically].growsVertically }
    _modify { yield &self[fields: \.growsVertically].growsVertically }
  }
  /// Whether sizes are cached; a subclass whose measurement is a few comparisons turns it off,
  /// and a box drawn again in many places (see ``RepeatedBoxes``) turns it back on, since it is
  /// asked about the same proposals in each.
  var cachesSizes: Bool {
    _read { yield self[fields: \.cachesSizes].cachesSizes }
    _modify { yield &self[fields: \.cachesSizes].cachesSizes }
  }

  init(cachesSizes: Bool = true) {
    super.init(fields: Fields(cachesSizes: cachesSizes))
  }

  /// The size this box takes for `proposal`.
  package final func size(for proposal: Proposal) -> CellSize {
    guard cachesSizes else { return measure(proposal) }
    if let cached = cache[proposal] { return cached }
    let size = measure(proposal)
    cache.insert(size, for: proposal)
    return size
  }

  /// Computes the size for `proposal`; subclasses override.
  func measure(_ proposal: Proposal) -> CellSize { .zero }

  /// Draws into `rect`; subclasses override.
  package func draw(in rect: CellRect, on canvas: inout CellCanvas) {}

  /// Whether this box grows to fill space along `axis` (spacers, and frames with an infinite
  /// maximum), which stacks give their leftover space to last. Asked once per axis, so a stack
  /// asking its nested stacks costs each box one answer.
  final func isFlexible(along axis: Axis) -> Bool {
    let known = axis == .horizontal ? growsHorizontally : growsVertically
    if let known { return known }
    let answer = wantsToGrow(along: axis)
    if axis == .horizontal { growsHorizontally = answer } else { growsVertically = answer }
    return answer
  }

  /// Decides ``isFlexible(along:)``; subclasses override.
  func wantsToGrow(along axis: Axis) -> Bool { false }

  /// A length that stands for "as much as you like" in flexibility measurements.
  package static let unbounded = 1 << 24
}

extension LayoutBox {
  /// The fields read or written on the hot paths, exempt from run-time exclusivity checks
  /// (see `UncheckedFields`); each is documented where the object forwards it.
  package struct Fields {
    var cache: ProposalCache<CellSize> = ProposalCache<CellSize>()
    var growsHorizontally: Bool?
    var growsVertically: Bool?
    var cachesSizes: Bool
    /// A stack's lengths for each proposal (see `StackBox`), kept here so that they too skip
    /// the run-time exclusivity check; empty for every other box.
    var stackLengths = ProposalCache<StackLengths>()
  }
}
