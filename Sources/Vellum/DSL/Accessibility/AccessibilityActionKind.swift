/// The kind of an accessibility action.
///
/// ```swift
/// .accessibilityAction(.escape) { dismiss() }
/// ```
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String

  /// The element's main action (a double tap in VoiceOver).
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Escape: dismiss or go back.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The magic tap: the app's most important action.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Delete.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Show a menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")

  /// A named custom action.
  ///
  /// ```swift
  /// AccessibilityActionKind(named: Text("Archive"))
  /// ```
  public init(named name: Text) { self.name = name.plainText }

  private init(name: String) { self.name = name }
}
