/// A split view style: the detail column narrowed so the leading columns show beside it.
///
/// ```swift
/// BalancedNavigationSplitViewStyle()
/// ```
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// BalancedNavigationSplitViewStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .balanced }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { configuration.drawn }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// The detail column narrowed so the leading columns show beside it.
  public static var balanced: BalancedNavigationSplitViewStyle {
    BalancedNavigationSplitViewStyle()
  }
}
