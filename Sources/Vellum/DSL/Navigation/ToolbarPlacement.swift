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
