/// A key of a custom animation's state.
///
/// ```swift
/// struct Velocity: AnimationStateKey { static var defaultValue: Double { 0 } }
/// ```
public protocol AnimationStateKey {
  /// The type of the key's value.
  associatedtype Value
  /// The value where the state has none.
  static var defaultValue: Value { get }
}
