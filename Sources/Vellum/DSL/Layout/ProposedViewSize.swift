import Foundation

/// A size a parent proposes to a child: either dimension may be `nil` (use your ideal size),
/// `0` (your minimum) or `.infinity` (your maximum).
///
/// ```swift
/// subview.sizeThatFits(ProposedViewSize(width: 100, height: nil))
/// ```
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width.
  public var width: CGFloat?
  /// The proposed height.
  public var height: CGFloat?

  /// A proposal of a width and a height.
  ///
  /// ```swift
  /// ProposedViewSize(width: 120, height: nil)
  /// ```
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of a size.
  ///
  /// ```swift
  /// ProposedViewSize(CGSize(width: 40, height: 40))
  /// ```
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  /// Both dimensions zero: asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both dimensions unspecified: asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Both dimensions infinite: asks for the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with unspecified dimensions replaced by `size`'s (10 by 10 by default).
  ///
  /// ```swift
  /// proposal.replacingUnspecifiedDimensions().width
  /// ```
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
