/// A key and the modifier keys held with it, which perform a control's action.
///
/// ```swift
/// Button("Done") { finish() }.keyboardShortcut(.defaultAction)
/// try host.press(.return, modifiers: [])
/// ```
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public let key: KeyEquivalent
  /// The modifier keys held with it.
  public let modifiers: EventModifiers

  /// A shortcut of `key` with `modifiers` (Command unless given).
  ///
  /// ```swift
  /// KeyboardShortcut("f", modifiers: [.command, .option])
  /// ```
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// The default action of a screen or dialog: Return.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Cancelling: Escape.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
