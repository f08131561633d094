/// How a screen's navigation title is shown: large below the bar, small in it, or as the
/// screen before it did.
///
/// ```swift
/// List { … }.navigationTitle("Inbox").toolbarTitleDisplayMode(.inline)
/// ```
public struct ToolbarTitleDisplayMode: Sendable {
  let barMode: NavigationBarItem.TitleDisplayMode

  /// As the screen before it, large on a stack's first screen.
  public static var automatic: ToolbarTitleDisplayMode { .init(barMode: .automatic) }
  /// A small title in the bar.
  public static var inline: ToolbarTitleDisplayMode { .init(barMode: .inline) }
  /// A large title below the bar.
  public static var large: ToolbarTitleDisplayMode { .init(barMode: .large) }
  /// A large title in the bar (iPadOS); small in the bar on an iPhone.
  public static var inlineLarge: ToolbarTitleDisplayMode { .init(barMode: .inline) }
}

extension View {
  /// Shows this screen's navigation title as `mode` says: iOS 17's name for
  /// `navigationBarTitleDisplayMode(_:)`.
  ///
  /// ```swift
  /// DetailView().toolbarTitleDisplayMode(.inline)
  /// ```
  public consuming func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.barMode)
  }
}
