import Foundation

/// A shape turned about an anchor of its frame.
///
/// ```swift
/// let tilted: RotatedShape<Rectangle> = Rectangle().rotation(.degrees(10))
/// ```
public struct RotatedShape<Content: Shape>: Shape {
  /// The turned shape.
  public var shape: Content
  /// How far it is turned.
  public var angle: Angle
  /// The point of its frame it turns about.
  public var anchor: UnitPoint

  /// The shape's path turned about the anchor.
  public func path(in rect: CGRect) -> Path {
    let center = anchor.point(in: rect)
    return shape.path(in: rect).applying(
      CGAffineTransform(translationX: -center.x, y: -center.y)
        .concatenating(CGAffineTransform(rotationAngle: angle.radians))
        .concatenating(CGAffineTransform(translationX: center.x, y: center.y)))
  }
}
