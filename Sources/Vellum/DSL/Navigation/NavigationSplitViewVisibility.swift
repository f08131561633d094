/// Which columns of a split view are visible.
///
/// ```swift
/// @State private var visibility = NavigationSplitViewVisibility.all
/// ```
public enum NavigationSplitViewVisibility: Hashable, Sendable, Codable {
  /// The system decides.
  case automatic
  /// Every column.
  case all
  /// The content and detail columns.
  case doubleColumn
  /// Only the detail column.
  case detailOnly
}
