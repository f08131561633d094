/// A column of a split view: which one a compact width (an iPhone) shows, through
/// `NavigationSplitView(preferredCompactColumn:…)`.
///
/// ```swift
/// @State private var column = NavigationSplitViewColumn.detail
/// NavigationSplitView(preferredCompactColumn: $column) { Sidebar() } detail: { Detail() }
/// ```
public struct NavigationSplitViewColumn: Hashable, Sendable {
  /// The column's name, as nodes record it.
  let keyword: Keyword

  /// The sidebar, the first column.
  public static let sidebar = NavigationSplitViewColumn(keyword: .sidebar)
  /// The content column, the middle one of three.
  public static let content = NavigationSplitViewColumn(keyword: .content)
  /// The detail column, the last.
  public static let detail = NavigationSplitViewColumn(keyword: .detail)
}
