import Foundation

/// Builds the tracks of a keyframe animation.
///
/// ```swift
/// keyframes: { _ in KeyframeTrack(\.scale) { SpringKeyframe(1.3); SpringKeyframe(1) } }
/// ```
@resultBuilder
public enum KeyframesBuilder<Value> {
  /// One track.
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeTracks<Value>
  where K.Value == Value {
    KeyframeTracks(tracks: [keyframes.run])
  }

  /// Keyframes of the whole value, as a track of it.
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K)
    -> KeyframeTracks<Value>
  where K.Value == Value {
    KeyframeTracks(tracks: [keyframe.run])
  }

  /// Tracks together.
  public static func buildBlock(_ parts: KeyframeTracks<Value>...) -> KeyframeTracks<Value> {
    KeyframeTracks(tracks: parts.flatMap(\.tracks))
  }

  /// Tracks used when a condition holds.
  public static func buildOptional(_ part: KeyframeTracks<Value>?) -> KeyframeTracks<Value> {
    part ?? KeyframeTracks(tracks: [])
  }

  /// The tracks of the `if` branch taken.
  public static func buildEither(first: KeyframeTracks<Value>) -> KeyframeTracks<Value> { first }

  /// The tracks of the `else` branch taken.
  public static func buildEither(second: KeyframeTracks<Value>) -> KeyframeTracks<Value> {
    second
  }
}
