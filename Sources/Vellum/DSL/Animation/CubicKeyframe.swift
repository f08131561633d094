import Foundation

/// Moves to a value along a cubic curve.
///
/// ```swift
/// CubicKeyframe(1.2, duration: 0.15)
/// ```
public struct CubicKeyframe<Value>: KeyframeTrackContent {
  let to: Value
  let duration: TimeInterval

  /// A cubic keyframe.
  ///
  /// ```swift
  /// CubicKeyframe(0, duration: 0.3, startVelocity: 0, endVelocity: 0)
  /// ```
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    self.to = to
    self.duration = duration
  }

  /// Ends at the keyframe's value.
  public func run(from value: Value) -> (value: Value, duration: TimeInterval) { (to, duration) }
}
