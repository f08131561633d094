import Foundation

/// The layout of a `Grid`, for `AnyLayout`: drawn as a grid of its `GridRow`s; placed by
/// itself, its rows stack vertically.
///
/// ```swift
/// AnyLayout(GridLayout(horizontalSpacing: 8))
/// ```
public struct GridLayout: Layout, BuiltinLayout {
  /// How cells align.
  public var alignment: Alignment
  /// The space between columns.
  public var horizontalSpacing: CGFloat?
  /// The space between rows.
  public var verticalSpacing: CGFloat?

  /// A grid layout.
  ///
  /// ```swift
  /// GridLayout(alignment: .leading)
  /// ```
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  var container: (role: Role, attributes: [Attribute])? {
    var attributes = stackAttributes(alignment, default: .center, spacing: nil)
    if let horizontalSpacing {
      attributes.append(Attribute(.horizontalSpacing, .double(Double(horizontalSpacing))))
    }
    if let verticalSpacing {
      attributes.append(Attribute(.verticalSpacing, .double(Double(verticalSpacing))))
    }
    return (.grid, attributes)
  }

  /// The rows one under another.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    StackMath(axis: .vertical, spacing: verticalSpacing, alignment: alignment).size(
      of: subviews)
  }

  /// Places the rows one under another.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    StackMath(axis: .vertical, spacing: verticalSpacing, alignment: alignment).place(
      subviews, in: bounds)
  }
}
