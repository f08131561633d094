import Foundation

/// A type whose values animations interpolate through `animatableData`.
///
/// Vellum shows the end state of every animation, so `animatableData` is accepted and never
/// read; a `Shape` or modifier that declares it compiles unchanged. Vellum's requirements are
/// main-actor isolated (SwiftUI removes that isolation with a private marker), so the usual
/// `var animatableData` of a view or shape satisfies them.
///
/// ```swift
/// struct Pie: Shape {
///   var endAngle: Angle
///   var animatableData: Double {
///     get { endAngle.degrees }
///     set { endAngle = .degrees(newValue) }
///   }
///   func path(in rect: CGRect) -> Path { … }
/// }
/// ```
@MainActor
@preconcurrency
public protocol Animatable {
  /// The type of the interpolated data.
  associatedtype AnimatableData: VectorArithmetic

  /// The data an animation interpolates.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// No data to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable where Self: VectorArithmetic {
  /// The value itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

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
