import Foundation

extension Shape {
  /// The part of the shape's outline between two fractions of its length.
  ///
  /// ```swift
  /// Circle().trim(from: 0, to: progress).stroke(.green, lineWidth: 6)
  /// ```
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    TrimmedShape(content: self, from: startFraction, to: endFraction)
  }

  /// The shape turned by `angle` about an anchor of its frame.
  ///
  /// ```swift
  /// Rectangle().rotation(.degrees(45))
  /// ```
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape moved by an offset.
  ///
  /// ```swift
  /// Circle().offset(CGSize(width: 10, height: 0))
  /// ```
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// The shape moved by `x` and `y`.
  ///
  /// ```swift
  /// Circle().offset(x: 10)
  /// ```
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    offset(CGSize(width: x, height: y))
  }

  /// The shape scaled about an anchor of its frame.
  ///
  /// ```swift
  /// Circle().scale(x: 1, y: 0.5)
  /// ```
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<
    Self
  > {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// The shape scaled evenly about an anchor of its frame.
  ///
  /// ```swift
  /// Circle().scale(0.5)
  /// ```
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }

  /// The shape transformed.
  ///
  /// ```swift
  /// Rectangle().transform(CGAffineTransform(rotationAngle: .pi / 8))
  /// ```
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
}

/// A shape's outline between two fractions of its length.
struct TrimmedShape<Content: Shape>: Shape {
  var content: Content
  var from: CGFloat
  var to: CGFloat

  func path(in rect: CGRect) -> Path {
    content.path(in: rect).trimmedPath(from: from, to: to)
  }
}

extension UnitPoint {
  /// This unit point's position in `rect`.
  func point(in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
  }
}
