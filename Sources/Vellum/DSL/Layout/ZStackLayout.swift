import Foundation

/// The layout of a `ZStack`, for `AnyLayout`.
///
/// ```swift
/// AnyLayout(ZStackLayout(alignment: .bottomTrailing))
/// ```
public struct ZStackLayout: Layout, BuiltinLayout {
  /// How subviews align.
  public var alignment: Alignment

  /// A layering layout.
  ///
  /// ```swift
  /// ZStackLayout()
  /// ```
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  var container: (role: Role, attributes: [Attribute]) {
    (.zStack, stackAttributes(alignment, default: .center, spacing: nil))
  }

  /// As large as the largest subview.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    subviews.reduce(CGSize.zero) { size, subview in
      let ideal = subview.sizeThatFits(.unspecified)
      return CGSize(width: max(size.width, ideal.width), height: max(size.height, ideal.height))
    }
  }

  /// Places every subview in the same bounds by the alignment.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      let anchor = alignment.unitPoint
      subview.place(
        at: CGPoint(
          x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y),
        anchor: anchor, proposal: .unspecified)
    }
  }
}
