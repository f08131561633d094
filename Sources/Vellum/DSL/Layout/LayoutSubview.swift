import Foundation

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
  let guides: [ExplicitAlignmentGuide]
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

  /// The subview's size for `proposal` with its alignment guides, the ones it sets with
  /// `alignmentGuide(_:computeValue:)` included.
  ///
  /// ```swift
  /// subview.dimensions(in: .unspecified)[HorizontalAlignment.center]
  /// ```
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    var dimensions = ViewDimensions(width: size.width, height: size.height)
    for guide in guides { guide.apply(to: &dimensions) }
    return dimensions
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
