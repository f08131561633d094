import Foundation

/// Keyframes on a timeline, to read the value at a time: here, the start value before the
/// keyframes end and the end value after.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 1.0) { CubicKeyframe(2, duration: 1) }
/// timeline.value(time: 2)   // 2
/// ```
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let end: (value: Value, duration: TimeInterval)

  /// A timeline from `initialValue`.
  ///
  /// ```swift
  /// KeyframeTimeline(initialValue: CGPoint.zero) { KeyframeTrack(\.x) { LinearKeyframe(10, duration: 1) } }
  /// ```
  public init<K: Keyframes<Value>>(
    initialValue: Value, @KeyframesBuilder<Value> content: () -> K
  ) {
    self.initialValue = initialValue
    end = content().run(from: initialValue)
  }

  /// How long the keyframes run.
  public var duration: TimeInterval { end.duration }

  /// The value at `time`: the end value once the keyframes have run, else the start value.
  ///
  /// ```swift
  /// timeline.value(time: timeline.duration)
  /// ```
  public func value(time: Double) -> Value { time >= end.duration ? end.value : initialValue }

  /// The value at `progress` (0…1) of the timeline.
  ///
  /// ```swift
  /// timeline.value(progress: 1)
  /// ```
  public func value(progress: Double) -> Value { value(time: progress * end.duration) }
}
