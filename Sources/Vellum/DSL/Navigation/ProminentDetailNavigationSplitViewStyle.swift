/// A split view style: the detail column kept at full size, the leading columns over it.
///
/// ```swift
/// ProminentDetailNavigationSplitViewStyle()
/// ```
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The style.
  ///
  /// ```swift
  /// ProminentDetailNavigationSplitViewStyle()
  /// ```
  public init() {}
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The detail column kept at full size, the leading columns over it.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}
