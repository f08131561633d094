import Foundation

/// An animation curve of your own: what value an animated property has at each time.
/// Vellum renders end states — state applies at once — so a host never steps the curve; an
/// animation made from it (`Animation(_:)`) names it in `host.lastUpdate.animation`.
///
/// ```swift
/// struct Linear: CustomAnimation {
///   var duration: TimeInterval
///   func animate<V: VectorArithmetic>(
///     value: V, time: TimeInterval, context: inout AnimationContext<V>
///   ) -> V? {
///     time <= duration ? value.scaled(by: time / duration) : nil
///   }
/// }
/// ```
public protocol CustomAnimation: Hashable, Sendable {
  /// The value at `time`, for an animation towards `value`; `nil` when it has finished.
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V?

  /// The velocity at `time`; `nil` when it is not known.
  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?

  /// Whether a new animation of the same property takes over this one's state.
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// No velocity is known.
  ///
  /// ```swift
  /// Linear(duration: 1).velocity(value: 1.0, time: 0, context: context)   // nil
  /// ```
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    nil
  }

  /// A new animation starts afresh.
  ///
  /// ```swift
  /// Linear(duration: 1).shouldMerge(previous: .default, value: 1.0, time: 0, context: &context)
  /// ```
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    false
  }
}
