import Foundation

/// Tracks running together, as a builder collects them: the timeline lasts as long as the
/// longest.
///
/// ```swift
/// let tracks: KeyframeTracks<Pose> = KeyframesBuilder<Pose>.buildBlock()
/// ```
public struct KeyframeTracks<Value>: Keyframes {
  let tracks: [(Value) -> (value: Value, duration: TimeInterval)]

  /// Each track's property at its end; the longest track's duration.
  public func run(from value: Value) -> (value: Value, duration: TimeInterval) {
    tracks.reduce((value, 0)) { state, track in
      let next = track(state.value)
      return (next.value, max(state.duration, next.duration))
    }
  }
}
