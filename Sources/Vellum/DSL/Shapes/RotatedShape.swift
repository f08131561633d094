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

  /// `shape` turned by `angle` about `anchor`.
  ///
  /// ```swift
  /// RotatedShape(shape: Rectangle(), angle: .degrees(45))
  /// ```
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  /// The shape's path turned about the anchor.
  public func path(in rect: CGRect) -> Path {
    let center = anchor.point(in: rect)
    return shape.path(in: rect).applying(
      CGAffineTransform(translationX: -center.x, y: -center.y)
        .concatenating(CGAffineTransform(rotationAngle: angle.radians))
        .concatenating(CGAffineTransform(translationX: center.x, y: center.y)))
  }
}
