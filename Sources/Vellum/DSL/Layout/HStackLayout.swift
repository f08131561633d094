import Foundation

/// The layout of an `HStack`, for `AnyLayout`.
///
/// ```swift
/// AnyLayout(HStackLayout(alignment: .top, spacing: 12))
/// ```
public struct HStackLayout: Layout, BuiltinLayout {
  /// How subviews align vertically.
  public var alignment: VerticalAlignment
  /// The space between subviews (8 points when `nil`).
  public var spacing: CGFloat?

  /// A horizontal stack layout.
  ///
  /// ```swift
  /// HStackLayout()
  /// ```
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var container: (role: Role, attributes: [Attribute])? {
    guard !alignment.isCustom else { return nil }
    return (.hStack, stackAttributes(alignment, default: .center, spacing: spacing))
  }

  /// The subviews' ideal widths side by side, as tall as the tallest.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    StackMath(
      axis: .horizontal, spacing: spacing,
      alignment: Alignment(horizontal: .leading, vertical: alignment)
    ).size(of: subviews)
  }

  /// Places the subviews side by side from the leading edge.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    StackMath(
      axis: .horizontal, spacing: spacing,
      alignment: Alignment(horizontal: .leading, vertical: alignment)
    ).place(
      subviews, in: bounds)
  }
}
