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

  var container: (role: Role, attributes: [Attribute])? {
    guard !alignment.isCustom else { return nil }
    return (.zStack, stackAttributes(alignment, default: .center, spacing: nil))
  }

  /// As large as the subviews reach on either side of their aligned guides.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let all = subviews.map { $0.dimensions(in: .unspecified) }
    let horizontal = columns.crossSpan(of: all)
    let vertical = rows.crossSpan(of: all)
    return CGSize(
      width: horizontal.before + horizontal.after, height: vertical.before + vertical.after)
  }

  /// Places every subview in the same bounds with their alignment guides on one point.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let all = subviews.map { $0.dimensions(in: .unspecified) }
    let horizontal = columns.crossSpan(of: all)
    let vertical = rows.crossSpan(of: all)
    for (subview, dimensions) in zip(subviews, all) {
      subview.place(
        at: CGPoint(
          x: columns.crossOrigin(of: dimensions, in: bounds, span: horizontal),
          y: rows.crossOrigin(of: dimensions, in: bounds, span: vertical)),
        proposal: .unspecified)
    }
  }

  /// The subviews as a column, whose horizontal guides line up.
  private var columns: StackMath { StackMath(axis: .vertical, spacing: 0, alignment: alignment) }

  /// The subviews as a row, whose vertical guides line up.
  private var rows: StackMath { StackMath(axis: .horizontal, spacing: 0, alignment: alignment) }
}
