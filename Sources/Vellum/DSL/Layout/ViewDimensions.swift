import Foundation

/// A view's size with its alignment guides, in its own coordinates.
///
/// ```swift
/// let dimensions = subview.dimensions(in: .unspecified)
/// dimensions[VerticalAlignment.center]   // half its height, unless the view sets the guide
/// ```
public struct ViewDimensions: Equatable, Sendable {
  /// The view's width.
  public var width: CGFloat
  /// The view's height.
  public var height: CGFloat
  /// The horizontal guides the view sets with `alignmentGuide(_:computeValue:)`.
  var explicitHorizontal: [HorizontalAlignment: CGFloat] = [:]
  /// The vertical guides the view sets with `alignmentGuide(_:computeValue:)`.
  var explicitVertical: [VerticalAlignment: CGFloat] = [:]

  init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }

  /// Where a horizontal guide falls: the value the view set for it, or else 0 for leading,
  /// the middle for center, the width for trailing, and a custom guide's `defaultValue(in:)`.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    explicitHorizontal[guide] ?? defaultValue(of: guide)
  }

  /// Where a vertical guide falls: the value the view set for it, or else 0 for top, the
  /// middle for center, the height for bottom and the text baselines, and a custom guide's
  /// `defaultValue(in:)`.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    explicitVertical[guide] ?? defaultValue(of: guide)
  }

  /// The value the view set for a horizontal guide with `alignmentGuide`, or `nil`.
  ///
  /// ```swift
  /// dimensions[explicit: .leading]  // nil unless the view moved its leading guide
  /// ```
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitHorizontal[guide] }

  /// The value the view set for a vertical guide with `alignmentGuide`, or `nil`.
  ///
  /// ```swift
  /// dimensions[explicit: .top]
  /// ```
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitVertical[guide] }

  private func defaultValue(of guide: HorizontalAlignment) -> CGFloat {
    switch guide {
    case .leading: 0
    case .trailing: width
    case .center: width / 2
    default: (guide.customType as? any AlignmentID.Type)?.defaultValue(in: self) ?? width / 2
    }
  }

  private func defaultValue(of guide: VerticalAlignment) -> CGFloat {
    switch guide {
    case .top: 0
    case .center: height / 2
    case .bottom, .firstTextBaseline, .lastTextBaseline: height
    default: (guide.customType as? any AlignmentID.Type)?.defaultValue(in: self) ?? height / 2
    }
  }
}
