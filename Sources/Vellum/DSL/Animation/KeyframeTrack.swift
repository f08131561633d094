import Foundation

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
