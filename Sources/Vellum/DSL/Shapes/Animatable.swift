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
