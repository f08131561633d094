/// Columns on a wide screen, a stack on an iPhone.
///
/// ```swift
/// NavigationView { content }.navigationViewStyle(ColumnNavigationViewStyle())
/// ```
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// The style.
  public init() {}
}
