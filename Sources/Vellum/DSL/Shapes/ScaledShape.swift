import Foundation

/// A shape scaled about an anchor of its frame.
///
/// ```swift
/// let squashed: ScaledShape<Circle> = Circle().scale(x: 1, y: 0.5)
/// ```
public struct ScaledShape<Content: Shape>: Shape {
  /// The scaled shape.
  public var shape: Content
  /// The horizontal and vertical factors.
  public var scale: CGSize
  /// The point of its frame it scales about.
  public var anchor: UnitPoint

  /// `shape` scaled by `scale` about `anchor`.
  ///
  /// ```swift
  /// ScaledShape(shape: Circle(), scale: CGSize(width: 0.5, height: 0.5))
  /// ```
  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  /// The shape's path scaled about the anchor.
  public func path(in rect: CGRect) -> Path {
    let center = anchor.point(in: rect)
    return shape.path(in: rect).applying(
      CGAffineTransform(translationX: -center.x, y: -center.y)
        .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
        .concatenating(CGAffineTransform(translationX: center.x, y: center.y)))
  }
}
