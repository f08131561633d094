import Foundation

/// The radius of each corner of a rectangle, named by the corners' places.
///
/// ```swift
/// RectangleCornerRadii(topLeading: 12, topTrailing: 12)
/// ```
public struct RectangleCornerRadii: Equatable, Sendable {
  /// The top-leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom-leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom-trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top-trailing corner's radius.
  public var topTrailing: CGFloat

  /// Radii for each corner; 0 where not given.
  ///
  /// ```swift
  /// RectangleCornerRadii(topLeading: 8, bottomTrailing: 8)
  /// ```
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}
