/// A split view style: the platform's sizing.
///
/// ```swift
/// AutomaticNavigationSplitViewStyle()
/// ```
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The style.
  ///
  /// ```swift
  /// AutomaticNavigationSplitViewStyle()
  /// ```
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The platform's sizing.
  public static var automatic: AutomaticNavigationSplitViewStyle {
    AutomaticNavigationSplitViewStyle()
  }
}
