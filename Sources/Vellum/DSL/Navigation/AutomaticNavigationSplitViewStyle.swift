/// A split view style: the platform's sizing.
///
/// ```swift
/// AutomaticNavigationSplitViewStyle()
/// ```
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// AutomaticNavigationSplitViewStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { configuration.drawn }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The platform's sizing.
  public static var automatic: AutomaticNavigationSplitViewStyle {
    AutomaticNavigationSplitViewStyle()
  }
}
