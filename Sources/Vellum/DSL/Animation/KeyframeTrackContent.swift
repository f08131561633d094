import Foundation

/// The keyframes of a track.
///
/// ```swift
/// LinearKeyframe(1, duration: 0.5)
/// ```
public protocol KeyframeTrackContent<Value> {
  /// The value the keyframes move.
  associatedtype Value
  /// The value after the keyframes have run from `value`, and how long they take.
  func run(from value: Value) -> (value: Value, duration: TimeInterval)
}
