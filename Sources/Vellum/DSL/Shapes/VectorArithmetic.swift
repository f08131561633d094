import Foundation

/// A value an animation can interpolate: it can be added, subtracted and scaled.
///
/// ```swift
/// var data = AnimatablePair(1.0, 2.0)
/// data.scale(by: 2)   // (2.0, 4.0)
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// This value scaled by `rhs`.
  ///
  /// ```swift
  /// 2.0.scaled(by: 3)   // 6.0
  /// ```
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }
}

extension Double: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The square.
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The square.
  public var magnitudeSquared: Double { Double(self * self) }
}
