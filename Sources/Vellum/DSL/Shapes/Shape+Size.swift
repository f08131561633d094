import Foundation

extension Shape {
  /// The same shape made in a rectangle of `size` at the top-leading corner of its frame,
  /// whatever the frame's size.
  ///
  /// ```swift
  /// Circle().size(CGSize(width: 12, height: 12)).fill(.red)
  /// ```
  public func size(_ size: CGSize) -> some Shape {
    SizedShape(shape: self, size: size)
  }

  /// The same shape made in a rectangle `width` by `height` at the top-leading corner of its
  /// frame.
  ///
  /// ```swift
  /// Capsule().size(width: 40, height: 8)
  /// ```
  public func size(width: CGFloat, height: CGFloat) -> some Shape {
    size(CGSize(width: width, height: height))
  }
}

/// A shape made at a fixed size: what `Shape.size(_:)` returns.
struct SizedShape<Content: Shape>: Shape {
  let shape: Content
  let size: CGSize

  func path(in rect: CGRect) -> Path {
    shape.path(in: CGRect(origin: rect.origin, size: size))
  }
}
