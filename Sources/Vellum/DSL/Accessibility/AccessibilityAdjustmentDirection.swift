/// Which way VoiceOver adjusts a value: a swipe up increments, a swipe down decrements.
///
/// ```swift
/// .accessibilityAdjustableAction { direction in
///   rating += direction == .increment ? 1 : -1
/// }
/// ```
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// Up: a larger value.
  case increment
  /// Down: a smaller value.
  case decrement
}
