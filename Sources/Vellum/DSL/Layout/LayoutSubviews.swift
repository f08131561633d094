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

/// One subview of a custom layout: ask its size, read its values, and place it.
///
/// ```swift
/// let size = subview.sizeThatFits(.unspecified)
/// subview.place(at: CGPoint(x: 0, y: 0), anchor: .topLeading, proposal: ProposedViewSize(size))
/// ```
public struct LayoutSubview: Equatable {
  let index: Int
  let ideal: CGSize
  let maximum: CGSize
  let values: [ObjectIdentifier: Any]
  let placements: LayoutPlacements
  /// The subview's layout priority.
  public let priority: Double

  /// The subview's size for `proposal`: its ideal size where a dimension is unspecified, its
  /// maximum where it is infinite, and otherwise the proposal no larger than the maximum.
  ///
  /// ```swift
  /// subview.sizeThatFits(ProposedViewSize(width: 100, height: nil))
  /// ```
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    func length(_ proposed: CGFloat?, ideal: CGFloat, maximum: CGFloat) -> CGFloat {
      guard let proposed else { return ideal }
      return proposed == .infinity ? maximum : min(proposed, maximum)
    }
    return CGSize(
      width: length(proposal.width, ideal: ideal.width, maximum: maximum.width),
      height: length(proposal.height, ideal: ideal.height, maximum: maximum.height))
  }

  /// The subview's size for `proposal` with its alignment guides.
  ///
  /// ```swift
  /// subview.dimensions(in: .unspecified)[HorizontalAlignment.center]
  /// ```
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    return ViewDimensions(width: size.width, height: size.height)
  }

  /// The subview's preferred spacing.
  public var spacing: ViewSpacing { ViewSpacing() }

  /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's default.
  ///
  /// ```swift
  /// subview[Rank.self]
  /// ```
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  /// Places the subview with its `anchor` at `position`, at its size for `proposal`.
  ///
  /// ```swift
  /// subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
  /// ```
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    let size = sizeThatFits(proposal)
    placements.rects[index] = CGRect(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
      width: size.width, height: size.height)
  }

  /// Subviews are equal when they are the same subview of the same layout pass.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.index == rhs.index && lhs.placements === rhs.placements
  }
}

/// Where a layout pass placed each subview, by index.
final class LayoutPlacements {
  var rects: [Int: CGRect] = [:]
}

/// A view's size with its alignment guides, in its own coordinates.
///
/// ```swift
/// let dimensions = subview.dimensions(in: .unspecified)
/// dimensions[VerticalAlignment.center]   // half its height
/// ```
public struct ViewDimensions: Equatable, Sendable {
  /// The view's width.
  public var width: CGFloat
  /// The view's height.
  public var height: CGFloat

  /// Where a horizontal guide falls: 0 for leading, the middle for center, the width for
  /// trailing.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    switch guide {
    case .leading: 0
    case .trailing: width
    default: width / 2
    }
  }

  /// Where a vertical guide falls: 0 for top, the middle for center, the height for bottom
  /// and the text baselines.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    switch guide {
    case .top: 0
    case .center: height / 2
    default: height
    }
  }

  /// A horizontal guide the view sets explicitly: none here.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

  /// A vertical guide the view sets explicitly: none here.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
