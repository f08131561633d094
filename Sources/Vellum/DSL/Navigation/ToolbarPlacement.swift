/// A bar a toolbar modifier applies to: the navigation bar, the tab bar, the bottom bar.
///
/// ```swift
/// .toolbarBackground(.visible, for: .navigationBar)
/// ```
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String

  /// The bar the platform chooses.
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The bottom bar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  /// The window's toolbar (macOS).
  public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

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
