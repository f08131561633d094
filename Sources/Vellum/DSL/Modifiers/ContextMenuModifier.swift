extension View {
  /// Adds a menu of actions that a long press opens (`host.longPress`); tapping an item runs
  /// it and closes the menu. Drawn under the view, boxed, while open.
  ///
  /// ```swift
  /// Text(item.name).contextMenu {
  ///   Button("Duplicate") { duplicate(item) }
  ///   Button("Delete", role: .destructive) { delete(item) }
  /// }
  /// ```
  public consuming func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> some View
  {
    modifier(ContextMenuModifier(items: menuItems(), preview: EmptyView()))
  }

  /// Adds a context menu with a preview shown above its items while open.
  ///
  /// ```swift
  /// PhotoThumbnail(photo).contextMenu { Button("Share") {} } preview: { PhotoView(photo) }
  /// ```
  public consuming func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View {
    modifier(ContextMenuModifier(items: menuItems(), preview: preview()))
  }
}

/// A context menu's open state around its content.
private struct ContextMenuModifier<Items: View, PreviewContent: View>: ViewModifier {
  let items: Items
  let preview: PreviewContent
  @State private var isOpen = false

  func body(content: Content) -> some View {
    ContextMenuBody(isOpen: $isOpen, content: content, items: items, preview: preview)
  }
}
