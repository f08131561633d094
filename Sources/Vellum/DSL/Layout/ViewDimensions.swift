import Foundation

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
