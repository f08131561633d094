/// A context menu described as a value, the iOS 13 way: the items a long press shows.
///
/// ```swift
/// Text(note.title).contextMenu(ContextMenu { Button("Delete") { delete(note) } })
/// ```
public struct ContextMenu<MenuItems: View> {
  let items: MenuItems

  /// A context menu of the views `menuItems` builds.
  ///
  /// ```swift
  /// ContextMenu { Button("Copy") { copy() } }
  /// ```
  public init(@ViewBuilder menuItems: () -> MenuItems) {
    items = menuItems()
  }
}

extension View {
  /// Adds `contextMenu` to the view, or no context menu when it is `nil`.
  ///
  /// ```swift
  /// Row(item).contextMenu(item.isLocked ? nil : ContextMenu { Button("Rename") { rename() } })
  /// ```
  public consuming func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?)
    -> some View
  {
    modifier(OptionalContextMenu(items: contextMenu?.items))
  }
}

/// A context menu that is there only when it has items.
private struct OptionalContextMenu<Items: View>: ViewModifier {
  let items: Items?

  func body(content: Content) -> some View {
    if let items {
      content.contextMenu { items }
    } else {
      content
    }
  }
}
