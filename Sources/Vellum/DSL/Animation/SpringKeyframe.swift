import Foundation

/// Moves to a value along a spring.
///
/// ```swift
/// SpringKeyframe(1, duration: 0.4, spring: .bouncy)
/// ```
public struct SpringKeyframe<Value>: KeyframeTrackContent {
  let to: Value
  let duration: TimeInterval

  /// A spring keyframe; without a duration it lasts as long as the spring settles.
  ///
  /// ```swift
  /// SpringKeyframe(0, spring: .snappy)
  /// ```
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    self.to = to
    self.duration = duration ?? spring.settlingDuration
  }

  /// Ends at the keyframe's value.
  public func run(from value: Value) -> (value: Value, duration: TimeInterval) { (to, duration) }
}
