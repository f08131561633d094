import Foundation

/// A rectangle whose corners are rounded by different radii: a card with only its top
/// corners rounded, say.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16).fill(.blue)
/// ```
public struct UnevenRoundedRectangle: Shape {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// How the corners are drawn.
  public var style: RoundedCornerStyle

  /// A rectangle with the given corners' radii.
  ///
  /// ```swift
  /// UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 12))
  /// ```
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with a radius for each corner; 0 where not given.
  ///
  /// ```swift
  /// UnevenRoundedRectangle(bottomLeadingRadius: 20, bottomTrailingRadius: 20)
  /// ```
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  /// The outline in `rect`: each corner a quarter circle of its radius, at most half the
  /// shorter side, left to right as in a left-to-right layout.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with a radius for each corner.
  ///
  /// ```swift
  /// .clipShape(.rect(topLeadingRadius: 12, topTrailingRadius: 12))
  /// ```
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> Self {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }

  /// A rectangle with the given corners' radii.
  ///
  /// ```swift
  /// .background(.blue, in: .rect(cornerRadii: RectangleCornerRadii(topLeading: 8)))
  /// ```
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  )
    -> Self
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}
