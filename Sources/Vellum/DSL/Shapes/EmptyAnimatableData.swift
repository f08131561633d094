/// The animatable data of a type with nothing to animate.
///
/// ```swift
/// var animatableData: EmptyAnimatableData { EmptyAnimatableData() }
/// ```
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
  /// The empty value.
  ///
  /// ```swift
  /// EmptyAnimatableData()
  /// ```
  public init() {}

  /// The empty value.
  public static let zero = EmptyAnimatableData()
  /// Adds nothing.
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  /// Subtracts nothing.
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  /// Scales nothing.
  public mutating func scale(by rhs: Double) {}
  /// Zero.
  public var magnitudeSquared: Double { 0 }
}
