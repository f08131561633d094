/// What a custom animation keeps between steps: its state, whether it has logically
/// finished, and the environment of the view it animates.
///
/// ```swift
/// context.state[Progress.self] = fraction
/// ```
public struct AnimationContext<Value: VectorArithmetic> {
  /// The animation's own state, by key.
  public var state: AnimationState<Value>

  /// Whether the animation has reached its end value, though it may still be settling.
  public var isLogicallyComplete: Bool

  /// The environment of the view being animated.
  public let environment: EnvironmentValues

  /// A context with empty state in `environment` (SwiftUI makes these; so do tests).
  ///
  /// ```swift
  /// var context = AnimationContext<Double>(environment: EnvironmentValues())
  /// ```
  package init(environment: EnvironmentValues) {
    state = AnimationState()
    isLogicallyComplete = false
    self.environment = environment
  }

  /// This context with `state`, for an animation of values of another type.
  ///
  /// ```swift
  /// let pairContext = context.withState(AnimationState<AnimatablePair<Double, Double>>())
  /// ```
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    var context = AnimationContext<T>(environment: environment)
    context.state = state
    context.isLogicallyComplete = isLogicallyComplete
    return context
  }
}
