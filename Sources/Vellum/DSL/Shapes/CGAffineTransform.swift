import Foundation

#if !canImport(CoreGraphics)
  /// An affine transform of the plane, as CoreGraphics defines it (Foundation on Linux has
  /// `CGPoint`, `CGSize` and `CGRect` but not this); a point maps to
  /// `(a·x + c·y + tx, b·x + d·y + ty)`.
  ///
  /// ```swift
  /// let turn = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0)
  /// CGPoint(x: 1, y: 0).applying(turn)
  /// ```
  public struct CGAffineTransform: Hashable, Codable, Sendable {
    /// The entries of the matrix `[a b 0; c d 0; tx ty 1]`.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// A transform from its six entries.
    ///
    /// ```swift
    /// CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 0)
    /// ```
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    ///
    /// ```swift
    /// CGAffineTransform()   // .identity
    /// ```
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A translation.
    ///
    /// ```swift
    /// CGAffineTransform(translationX: 10, y: 0)
    /// ```
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale.
    ///
    /// ```swift
    /// CGAffineTransform(scaleX: 2, y: 2)
    /// ```
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (from the x axis towards the y axis).
    ///
    /// ```swift
    /// CGAffineTransform(rotationAngle: .pi)
    /// ```
    public init(rotationAngle angle: CGFloat) {
      let (sine, cosine) = (sin(angle), cos(angle))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    ///
    /// ```swift
    /// scale.concatenating(move)
    /// ```
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * other.a + b * other.c, b: a * other.b + b * other.d,
        c: c * other.a + d * other.c, d: c * other.b + d * other.d,
        tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before this transform.
    ///
    /// ```swift
    /// CGAffineTransform.identity.translatedBy(x: 5, y: 5)
    /// ```
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform.
    ///
    /// ```swift
    /// CGAffineTransform.identity.scaledBy(x: 2, y: 1)
    /// ```
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform.
    ///
    /// ```swift
    /// CGAffineTransform.identity.rotated(by: .pi / 4)
    /// ```
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform, or this transform unchanged when it cannot be inverted (as
    /// CoreGraphics does).
    ///
    /// ```swift
    /// CGAffineTransform(scaleX: 2, y: 2).inverted()   // scale by 0.5
    /// ```
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
  }

  extension CGPoint {
    /// This point moved by `t`.
    ///
    /// ```swift
    /// CGPoint(x: 1, y: 0).applying(CGAffineTransform(scaleX: 3, y: 1))   // (3, 0)
    /// ```
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// This size transformed by `t`, without its translation.
    ///
    /// ```swift
    /// CGSize(width: 2, height: 1).applying(CGAffineTransform(scaleX: 2, y: 2))   // 4 × 2
    /// ```
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle holding this rectangle's corners transformed by `t`.
    ///
    /// ```swift
    /// CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: 2, y: 2))
    /// ```
    public func applying(_ t: CGAffineTransform) -> CGRect {
      let corners = [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
        CGPoint(x: maxX, y: maxY),
      ].map { $0.applying(t) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      return CGRect(
        x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
  }

#endif
