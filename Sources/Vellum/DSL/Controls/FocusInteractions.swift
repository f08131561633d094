/// What a focusable view takes focus for: to be activated (as a button with Full Keyboard
/// Access), or to take keyboard input (as a text field).
///
/// ```swift
/// Canvas { … }.focusable(interactions: .edit)
/// ```
public struct FocusInteractions: OptionSet, Sendable {
  /// The interactions, as bits.
  public let rawValue: Int

  /// The interactions whose bits are set in `rawValue`.
  ///
  /// ```swift
  /// FocusInteractions(rawValue: 1) == .activate   // true
  /// ```
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Focus to be activated.
  public static let activate = Self(rawValue: 1)
  /// Focus to take keyboard input.
  public static let edit = Self(rawValue: 2)
  /// The platform's choice for the view: both, on iOS.
  public static let automatic: Self = [.activate, .edit]
}
