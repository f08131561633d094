/// How a direct-touch area behaves under VoiceOver.
///
/// ```swift
/// PianoKeys().accessibilityDirectTouch(options: .silentOnTouch)
/// ```
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: UInt

  /// Options from their bits.
  ///
  /// ```swift
  /// AccessibilityDirectTouchOptions(rawValue: 1) == .silentOnTouch   // true
  /// ```
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// VoiceOver says nothing when the area is touched: the app gives its own feedback.
  public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)

  /// The area takes touches directly only after a person activates it.
  public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}
