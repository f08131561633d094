import Foundation

/// Keyframes one after another, as a builder collects them.
///
/// ```swift
/// let keyframes: KeyframeSequence<Double> = KeyframeTrackContentBuilder<Double>.buildBlock()
/// ```
public struct KeyframeSequence<Value>: KeyframeTrackContent {
  let steps: [(Value) -> (value: Value, duration: TimeInterval)]

  /// Runs each keyframe from where the one before ended.
  public func run(from value: Value) -> (value: Value, duration: TimeInterval) {
    steps.reduce((value, 0)) { state, step in
      let next = step(state.value)
      return (next.value, state.duration + next.duration)
    }
  }
}
