/// The order a menu lists its items in.
///
/// ```swift
/// Menu("Sort") { … }.menuOrder(.fixed)
/// ```
public struct MenuOrder: Hashable, Sendable {
  private let name: String

  /// The platform's order: `priority` on iOS.
  public static let automatic = MenuOrder(name: "automatic")
  /// The first item nearest where the menu opens, so it may list them bottom to top.
  public static let priority = MenuOrder(name: "priority")
  /// Always top to bottom, as written.
  public static let fixed = MenuOrder(name: "fixed")
}
