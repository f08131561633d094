import Foundation

/// The tint of a list row: a fixed color, or one the platform may override.
///
/// ```swift
/// .listItemTint(.preferred(.green))
/// ```
public struct ListItemTint: Hashable, Sendable {
  let color: Color

  /// A color the row always uses.
  ///
  /// ```swift
  /// ListItemTint.fixed(.red)
  /// ```
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

  /// A color the row uses unless the platform overrides it.
  ///
  /// ```swift
  /// ListItemTint.preferred(.red)
  /// ```
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

  /// The monochrome tint.
  public static let monochrome = ListItemTint(color: .gray)
}
