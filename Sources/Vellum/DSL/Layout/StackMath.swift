import Foundation

/// The arithmetic of a stack of subviews at their ideal sizes, lined up across the stack by
/// their alignment guides: each subview's guide (its explicit value, or the guide's default)
/// falls on one line, and the stack is as wide as the subviews reach on either side of it.
struct StackMath {
  let axis: Axis
  let spacing: CGFloat?
  /// The guides the subviews line up by; only the part across the stack counts.
  let alignment: Alignment

  func size(of subviews: LayoutSubviews) -> CGSize {
    let all = subviews.map { $0.dimensions(in: .unspecified) }
    let gaps = (spacing ?? 8) * CGFloat(max(0, all.count - 1))
    let span = crossSpan(of: all)
    return axis == .horizontal
      ? CGSize(width: all.map(\.width).reduce(0, +) + gaps, height: span.before + span.after)
      : CGSize(width: span.before + span.after, height: all.map(\.height).reduce(0, +) + gaps)
  }

  func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
    let all = subviews.map { $0.dimensions(in: .unspecified) }
    let span = crossSpan(of: all)
    var offset: CGFloat = 0
    for (subview, dimensions) in zip(subviews, all) {
      let across = crossOrigin(of: dimensions, in: bounds, span: span)
      if axis == .horizontal {
        subview.place(at: CGPoint(x: bounds.minX + offset, y: across), proposal: .unspecified)
        offset += dimensions.width + (spacing ?? 8)
      } else {
        subview.place(at: CGPoint(x: across, y: bounds.minY + offset), proposal: .unspecified)
        offset += dimensions.height + (spacing ?? 8)
      }
    }
  }

  /// Where a subview with `dimensions` starts across the stack in `bounds`: its guide on the
  /// line `span.before` from where the subviews start, the subviews aligned in any room left.
  func crossOrigin(
    of dimensions: ViewDimensions, in bounds: CGRect, span: (before: CGFloat, after: CGFloat)
  ) -> CGFloat {
    let anchor = alignment.unitPoint
    if axis == .horizontal {
      let room = (bounds.height - span.before - span.after) * anchor.y
      return bounds.minY + room + span.before - dimensions[alignment.vertical]
    }
    let room = (bounds.width - span.before - span.after) * anchor.x
    return bounds.minX + room + span.before - dimensions[alignment.horizontal]
  }

  /// How far subviews of `all` these dimensions reach before and after the line their guides
  /// fall on.
  func crossSpan(of all: [ViewDimensions]) -> (before: CGFloat, after: CGFloat) {
    var before: CGFloat = 0
    var after: CGFloat = 0
    for dimensions in all {
      let (guide, length) =
        axis == .horizontal
        ? (dimensions[alignment.vertical], dimensions.height)
        : (dimensions[alignment.horizontal], dimensions.width)
      before = max(before, guide)
      after = max(after, length - guide)
    }
    return (before, after)
  }
}

extension Alignment {
  /// The point of a rectangle this alignment names: (0, 0) top-leading to (1, 1)
  /// bottom-trailing; a custom guide counts as leading or top, where its line starts.
  var unitPoint: UnitPoint {
    let x: CGFloat =
      horizontal == .leading || horizontal.isCustom ? 0 : horizontal == .trailing ? 1 : 0.5
    let y: CGFloat =
      vertical == .top || vertical.isCustom ? 0 : vertical == .center ? 0.5 : 1
    return UnitPoint(x: x, y: y)
  }
}
