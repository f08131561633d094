/// Two animatable values animated together.
///
/// ```swift
/// var animatableData: AnimatablePair<Double, Double> {
///   get { AnimatablePair(start, end) }
///   set { (start, end) = (newValue.first, newValue.second) }
/// }
/// ```
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// A pair of values.
  ///
  /// ```swift
  /// AnimatablePair(0.0, 1.0)
  /// ```
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The pair of zeros.
  public static var zero: Self { Self(.zero, .zero) }
  /// Adds each component.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  /// Subtracts each component.
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  /// Scales each component.
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  /// The sum of the components' squares.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
