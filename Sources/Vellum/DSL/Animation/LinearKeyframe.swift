import Foundation

/// Moves to a value along a straight line (or a timing curve) over a duration.
///
/// ```swift
/// LinearKeyframe(0, duration: 0.25, timingCurve: .easeOut)
/// ```
public struct LinearKeyframe<Value>: KeyframeTrackContent {
  let to: Value
  let duration: TimeInterval

  /// A linear keyframe.
  ///
  /// ```swift
  /// LinearKeyframe(100, duration: 1)
  /// ```
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    self.to = to
    self.duration = duration
  }

  /// Ends at the keyframe's value.
  public func run(from value: Value) -> (value: Value, duration: TimeInterval) { (to, duration) }
}
