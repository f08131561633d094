/// How a person may customize a toolbar item: the default (add, remove, move), only move
/// it, or not at all.
///
/// ```swift
/// ToolbarItem(id: "share") { ShareLink(item: url) }.customizationBehavior(.reorderable)
/// ```
public struct ToolbarCustomizationBehavior: Hashable, Sendable {
  private let kind: Int

  /// The item can be added, removed and moved.
  public static var `default`: ToolbarCustomizationBehavior {
    ToolbarCustomizationBehavior(kind: 0)
  }
  /// The item can be moved, not removed.
  public static var reorderable: ToolbarCustomizationBehavior {
    ToolbarCustomizationBehavior(kind: 1)
  }
  /// The item stays where the app put it.
  public static var disabled: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(kind: 2) }
}
