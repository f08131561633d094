import Foundation

/// Keyframes of a value over time, for `keyframeAnimator` and `KeyframeTimeline`: tracks that
/// move properties of the value through keyframes. Vellum renders end states, so what counts
/// is where each track ends and how long the timeline runs.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///   SpringKeyframe(1.2, duration: 0.2)
///   CubicKeyframe(1, duration: 0.3)
/// }
/// ```
public protocol Keyframes<Value> {
  /// The value the keyframes animate.
  associatedtype Value
  /// The value after the keyframes have run from `value`, and how long they take.
  func run(from value: Value) -> (value: Value, duration: TimeInterval)
}
