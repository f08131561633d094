import Foundation

/// The subviews a custom layout arranges, in order.
///
/// ```swift
/// for subview in subviews { subview.place(at: point, proposal: .unspecified) }
/// ```
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let elements: [LayoutSubview]
  /// The first index.
  public let startIndex: Int
  /// The index after the last.
  public let endIndex: Int
  /// The direction of the layout's environment.
  public var layoutDirection: LayoutDirection

  init(_ elements: [LayoutSubview], layoutDirection: LayoutDirection) {
    self.elements = elements
    startIndex = 0
    endIndex = elements.count
    self.layoutDirection = layoutDirection
  }

  private init(slice elements: [LayoutSubview], range: Range<Int>, layoutDirection: LayoutDirection)
  {
    self.elements = elements
    startIndex = range.lowerBound
    endIndex = range.upperBound
    self.layoutDirection = layoutDirection
  }

  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview { elements[index] }

  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(slice: elements, range: bounds, layoutDirection: layoutDirection)
  }

  /// Two collections are equal when they hold the same subviews.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    Array(lhs) == Array(rhs)
  }
}

/// Where a layout pass placed each subview, by index.
final class LayoutPlacements {
  var rects: [Int: CGRect] = [:]
}
