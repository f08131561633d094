import Foundation

/// A shape with an affine transform applied to its path.
///
/// ```swift
/// let sheared: TransformedShape<Rectangle> = Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0))
/// ```
public struct TransformedShape<Content: Shape>: Shape {
  /// The transformed shape.
  public var shape: Content
  /// The transform.
  public var transform: CGAffineTransform

  /// `shape` transformed by `transform`.
  ///
  /// ```swift
  /// TransformedShape(shape: Capsule(), transform: CGAffineTransform(scaleX: 1, y: 0.5))
  /// ```
  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }

  /// The shape's path transformed.
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}
