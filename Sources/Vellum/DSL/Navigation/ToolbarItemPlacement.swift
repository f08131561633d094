/// Where a toolbar item goes.
///
/// ```swift
/// ToolbarItem(placement: .navigationBarLeading) { Button("Cancel") {} }
/// ```
public struct ToolbarItemPlacement: Hashable, Sendable {
  /// The placement's name.
  package let name: String

  /// The system decides (the trailing end of the navigation bar).
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The center of the navigation bar, instead of the title.
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// The leading end, for navigation.
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  /// The primary action (trailing).
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// A secondary action (trailing).
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  /// Status information (bottom).
  public static let status = ToolbarItemPlacement(name: "status")
  /// The confirming action of a modal (trailing).
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// The cancelling action of a modal (leading).
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// A destructive action of a modal (trailing).
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  /// The leading end of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  /// The trailing end of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  /// The leading end of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The trailing end of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// Above the keyboard.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")

  /// The menu the navigation title opens: a `ToolbarTitleMenu`'s place.
  static let titleMenu = ToolbarItemPlacement(name: "titleMenu")

  /// Where renderers put an item: `leading`, `principal`, `trailing` or `bottom`.
  package var side: String {
    switch name {
    case "navigationBarLeading", "topBarLeading", "cancellationAction", "navigation": "leading"
    case "principal": "principal"
    case "titleMenu": "titleMenu"
    case "bottomBar", "status", "keyboard": "bottom"
    default: "trailing"
    }
  }
}
