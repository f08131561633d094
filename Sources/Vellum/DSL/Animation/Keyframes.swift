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

/// Keyframes of one property of the animated value.
///
/// ```swift
/// KeyframeTrack(\.offset) { LinearKeyframe(-20, duration: 0.1); LinearKeyframe(0, duration: 0.1) }
/// ```
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent<Value>>: Keyframes {
  let keyPath: WritableKeyPath<Root, Value>
  let content: Content

  /// A track of the property at `keyPath`.
  ///
  /// ```swift
  /// KeyframeTrack(\.angle) { MoveKeyframe(.zero); LinearKeyframe(.degrees(30), duration: 0.2) }
  /// ```
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.content = content()
  }

  /// The root value with the property at the track's last keyframe.
  public func run(from value: Root) -> (value: Root, duration: TimeInterval) {
    var value = value
    let (end, duration) = content.run(from: value[keyPath: keyPath])
    value[keyPath: keyPath] = end
    return (value, duration)
  }
}

extension KeyframeTrack where Root == Value {
  /// A track of the whole animated value.
  ///
  /// ```swift
  /// KeyframeTrack { CubicKeyframe(1.5, duration: 0.2); CubicKeyframe(1, duration: 0.2) }
  /// ```
  public init(@KeyframeTrackContentBuilder<Value> content: () -> Content) {
    self.init(\.self, content: content)
  }
}

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

/// Jumps to a value at once.
///
/// ```swift
/// MoveKeyframe(0)
/// ```
public struct MoveKeyframe<Value>: KeyframeTrackContent {
  let to: Value

  /// A jump to `to`.
  ///
  /// ```swift
  /// MoveKeyframe(CGPoint.zero)
  /// ```
  public init(_ to: Value) { self.to = to }

  /// Ends at the keyframe's value, at once.
  public func run(from value: Value) -> (value: Value, duration: TimeInterval) { (to, 0) }
}

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
