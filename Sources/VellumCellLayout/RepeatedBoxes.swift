import VellumHotPaths
import VellumNodes
import VellumValues

/// The box last made for a button's node, handed out again for an equal node in the same
/// place: a list's rows repeat their buttons (rows made in one pass even share the nodes' arrays,
/// see ``LeafNodeMemos``), and a button's box is a decorated box around its label's, two
/// allocations, their measuring and their freeing for every row. A box keeps nothing of where
/// it is drawn (its sizes are cached by proposal), so one box can be drawn in every row.
///
/// One button is kept, the last made: a row with one button (the commonest) shares it with
/// every row; rows whose buttons differ each make their own.
///
/// ```swift
/// let repeated = RepeatedBoxes()
/// repeated.box(for: node, along: .horizontal, style: style)   // nil: none kept yet
/// repeated.keep(box, for: node, along: .horizontal, style: style)
/// repeated.box(for: node, along: .horizontal, style: style)   // box
/// ```
final class RepeatedBoxes {
  /// A box and what it was made from.
  private struct Kept {
    var node: Node
    let axis: Axis
    let style: InheritedTextStyle
    let box: LayoutBox
  }

  /// The kept box, compared where it is (handed on `inout`): a value read out of an object is
  /// copied for each call it is handed to.
  private let kept = ValueSlot<Kept>()

  /// The box kept for a node equal to `node`, laid out along `axis` in `style`, if any.
  func box(for node: Node, along axis: Axis, style: borrowing InheritedTextStyle)
    -> LayoutBox?
  {
    guard kept.isFull else { return nil }
    return kept.withValue { kept in
      kept.axis == axis && kept.style == style && Node.isRepeat(of: &kept.node, node)
        ? kept.box : nil
    }
  }

  /// Keeps `box`, made for `node` along `axis` in `style`, in place of the box kept before.
  ///
  /// The box caches its sizes from then on, whatever its kind: a box whose measuring costs
  /// less than a cache when it is measured in one place (a button's brackets around its
  /// label) is measured a few times in every row it is drawn in, for the same proposals in
  /// each.
  func keep(_ box: LayoutBox, for node: Node, along axis: Axis, style: InheritedTextStyle) {
    box.cachesSizes = true
    kept.fill(with: Kept(node: node, axis: axis, style: style, box: box))
  }
}
