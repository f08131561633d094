/// A split view style: the detail column kept at full size, the leading columns over it.
///
/// ```swift
/// ProminentDetailNavigationSplitViewStyle()
/// ```
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// ProminentDetailNavigationSplitViewStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .prominentDetail }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { configuration.drawn }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The detail column kept at full size, the leading columns over it.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}
