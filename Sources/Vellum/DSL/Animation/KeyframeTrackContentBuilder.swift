import Foundation

/// Builds a track's keyframes.
///
/// ```swift
/// KeyframeTrack(\.y) { LinearKeyframe(-10, duration: 0.1); SpringKeyframe(0) }
/// ```
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
  /// One keyframe.
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K)
    -> KeyframeSequence<Value>
  where K.Value == Value {
    KeyframeSequence(steps: [keyframe.run])
  }

  /// Keyframes in order.
  public static func buildBlock(_ parts: KeyframeSequence<Value>...) -> KeyframeSequence<Value> {
    KeyframeSequence(steps: parts.flatMap(\.steps))
  }

  /// Keyframes used when a condition holds.
  public static func buildOptional(_ part: KeyframeSequence<Value>?) -> KeyframeSequence<Value> {
    part ?? KeyframeSequence(steps: [])
  }

  /// The keyframes of the `if` branch taken.
  public static func buildEither(first: KeyframeSequence<Value>) -> KeyframeSequence<Value> {
    first
  }

  /// The keyframes of the `else` branch taken.
  public static func buildEither(second: KeyframeSequence<Value>) -> KeyframeSequence<Value> {
    second
  }

  /// Keyframes for each element of a loop.
  public static func buildArray(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
    KeyframeSequence(steps: parts.flatMap(\.steps))
  }
}
