import Foundation

/// How scrolling dismisses the keyboard.
///
/// ```swift
/// .scrollDismissesKeyboard(.immediately)
/// ```
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  /// As soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  /// As the finger drags down past it.
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  /// Never.
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}
