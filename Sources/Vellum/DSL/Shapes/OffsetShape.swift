import Foundation

/// A shape moved by an offset.
///
/// ```swift
/// let moved: OffsetShape<Circle> = Circle().offset(x: 4)
/// ```
public struct OffsetShape<Content: Shape>: Shape {
  /// The moved shape.
  public var shape: Content
  /// How far it moves.
  public var offset: CGSize

  /// `shape` moved by `offset`.
  ///
  /// ```swift
  /// OffsetShape(shape: Circle(), offset: CGSize(width: 4, height: 4))
  /// ```
  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  /// The shape's path moved.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
}
