/// A key on a keyboard, for a keyboard shortcut: a character, or one of the named keys.
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s")
/// Button("Send") { send() }.keyboardShortcut(.return, modifiers: [])
/// ```
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key types, or the named key's control character.
  public let character: Character

  /// The key that types `character`.
  ///
  /// ```swift
  /// KeyEquivalent("n")
  /// ```
  public init(_ character: Character) { self.character = character }

  /// The key that types a literal character.
  public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

  /// Return.
  public static let `return` = KeyEquivalent("\r")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Delete (backspace).
  public static let delete = KeyEquivalent("\u{8}")
  /// Forward delete.
  public static let deleteForward = KeyEquivalent("\u{7F}")
  /// Space.
  public static let space = KeyEquivalent(" ")
  /// Tab.
  public static let tab = KeyEquivalent("\t")
  /// Up arrow.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// Down arrow.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// Left arrow.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// Right arrow.
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Home.
  public static let home = KeyEquivalent("\u{F729}")
  /// End.
  public static let end = KeyEquivalent("\u{F72B}")
  /// Page up.
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// Page down.
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// Clear.
  public static let clear = KeyEquivalent("\u{F739}")
}
