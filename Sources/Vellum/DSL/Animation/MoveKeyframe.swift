import Foundation

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
