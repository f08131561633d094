/// What a toolbar is for, which changes how its items are laid out; recorded.
///
/// ```swift
/// .toolbarRole(.editor)
/// ```
public struct ToolbarRole: Hashable, Sendable {
  let name: String

  /// As the platform decides.
  public static let automatic = ToolbarRole(name: "automatic")
  /// A navigation stack's toolbar.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  /// A browser's toolbar.
  public static let browser = ToolbarRole(name: "browser")
  /// An editor's toolbar: the title moves to the leading side.
  public static let editor = ToolbarRole(name: "editor")
}
