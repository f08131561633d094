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
    let r = rect.standardized
    let limit = min(r.width, r.height) / 2
    func radius(_ value: CGFloat) -> CGFloat { max(0, min(value, limit)) }
    let topLeading = radius(cornerRadii.topLeading)
    let topTrailing = radius(cornerRadii.topTrailing)
    let bottomTrailing = radius(cornerRadii.bottomTrailing)
    let bottomLeading = radius(cornerRadii.bottomLeading)
    var path = Path()
    path.move(to: CGPoint(x: r.minX + topLeading, y: r.minY))
    path.addLine(to: CGPoint(x: r.maxX - topTrailing, y: r.minY))
    if topTrailing > 0 {
      path.addQuarter(
        center: CGPoint(x: r.maxX - topTrailing, y: r.minY + topTrailing), rx: topTrailing,
        ry: topTrailing, from: -90)
    }
    path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomTrailing))
    if bottomTrailing > 0 {
      path.addQuarter(
        center: CGPoint(x: r.maxX - bottomTrailing, y: r.maxY - bottomTrailing),
        rx: bottomTrailing, ry: bottomTrailing, from: 0)
    }
    path.addLine(to: CGPoint(x: r.minX + bottomLeading, y: r.maxY))
    if bottomLeading > 0 {
      path.addQuarter(
        center: CGPoint(x: r.minX + bottomLeading, y: r.maxY - bottomLeading), rx: bottomLeading,
        ry: bottomLeading, from: 90)
    }
    path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeading))
    if topLeading > 0 {
      path.addQuarter(
        center: CGPoint(x: r.minX + topLeading, y: r.minY + topLeading), rx: topLeading,
        ry: topLeading, from: 180)
    }
    path.closeSubpath()
    return path
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
