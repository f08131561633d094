import Foundation

/// The arithmetic of a stack of subviews at their ideal sizes.
struct StackMath {
  let axis: Axis
  let spacing: CGFloat?

  func size(of subviews: LayoutSubviews) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let gaps = (spacing ?? 8) * CGFloat(max(0, sizes.count - 1))
    return axis == .horizontal
      ? CGSize(
        width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
      : CGSize(
        width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
  }

  func place(_ subviews: LayoutSubviews, in bounds: CGRect, alignment: Alignment) {
    let anchor = alignment.unitPoint
    var offset: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if axis == .horizontal {
        let y = bounds.minY + (bounds.height - size.height) * anchor.y
        subview.place(at: CGPoint(x: bounds.minX + offset, y: y), proposal: .unspecified)
        offset += size.width + (spacing ?? 8)
      } else {
        let x = bounds.minX + (bounds.width - size.width) * anchor.x
        subview.place(at: CGPoint(x: x, y: bounds.minY + offset), proposal: .unspecified)
        offset += size.height + (spacing ?? 8)
      }
    }
  }
}

extension Alignment {
  /// The point of a rectangle this alignment names: (0, 0) top-leading to (1, 1)
  /// bottom-trailing.
  var unitPoint: UnitPoint {
    let x: CGFloat =
      horizontal == .leading ? 0 : horizontal == .trailing ? 1 : 0.5
    let y: CGFloat = vertical == .top ? 0 : vertical == .center ? 0.5 : 1
    return UnitPoint(x: x, y: y)
  }
}
