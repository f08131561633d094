/// A split view style: the detail column narrowed so the leading columns show beside it.
///
/// ```swift
/// BalancedNavigationSplitViewStyle()
/// ```
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The style.
  ///
  /// ```swift
  /// BalancedNavigationSplitViewStyle()
  /// ```
  public init() {}
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// The detail column narrowed so the leading columns show beside it.
  public static var balanced: BalancedNavigationSplitViewStyle {
    BalancedNavigationSplitViewStyle()
  }
}
