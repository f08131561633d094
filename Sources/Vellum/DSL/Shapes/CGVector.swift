import Foundation

#if !canImport(CoreGraphics)
  /// A two-dimensional vector, as CoreGraphics defines it.
  ///
  /// ```swift
  /// let drift = CGVector(dx: 3, dy: -1)
  /// ```
  public struct CGVector: Hashable, Codable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector from its components.
    ///
    /// ```swift
    /// CGVector(dx: 1, dy: 0)
    /// ```
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
  }
#endif
