/// A toolbar item the system adds on its own, which `toolbar(removing:)` can take away.
///
/// ```swift
/// NavigationSplitView { … } detail: { … }.toolbar(removing: .sidebarToggle)
/// ```
public struct ToolbarDefaultItemKind: Hashable, Sendable {
  private let name: String

  /// The button that shows and hides a split view's sidebar.
  public static let sidebarToggle = Self(name: "sidebarToggle")
}

extension View {
  /// Removes an item the system adds to the toolbar; accepted (a host's toolbars show only
  /// the items the app declares: it draws no sidebar toggle).
  ///
  /// ```swift
  /// Sidebar().toolbar(removing: .sidebarToggle)
  /// ```
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
    self
  }
}
