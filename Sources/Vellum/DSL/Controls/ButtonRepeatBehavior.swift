/// Whether a button held down repeats its action, as a stepper's does.
///
/// ```swift
/// Button("Next") { page += 1 }.buttonRepeatBehavior(.enabled)
/// ```
public struct ButtonRepeatBehavior: Hashable, Sendable {
  private let name: String

  /// The control's own behaviour: buttons do not repeat.
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  /// Held down, the button repeats its action.
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  /// Held down, the button acts once.
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}
