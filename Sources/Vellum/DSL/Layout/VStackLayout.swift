import Foundation

/// The layout of a `VStack`, for `AnyLayout`.
///
/// ```swift
/// AnyLayout(VStackLayout(alignment: .leading))
/// ```
public struct VStackLayout: Layout, BuiltinLayout {
  /// How subviews align horizontally.
  public var alignment: HorizontalAlignment
  /// The space between subviews (8 points when `nil`).
  public var spacing: CGFloat?

  /// A vertical stack layout.
  ///
  /// ```swift
  /// VStackLayout(spacing: 4)
  /// ```
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var container: (role: Role, attributes: [Attribute])? {
    guard !alignment.isCustom else { return nil }
    return (.vStack, stackAttributes(alignment, default: .center, spacing: spacing))
  }

  /// The subviews' ideal heights one under another, as wide as the widest.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    StackMath(
      axis: .vertical, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .top)
    ).size(of: subviews)
  }

  /// Places the subviews one under another from the top.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    StackMath(
      axis: .vertical, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .top)
    ).place(
      subviews, in: bounds)
  }
}
