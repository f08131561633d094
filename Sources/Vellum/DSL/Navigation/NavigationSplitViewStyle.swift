/// How a split view sizes its columns at regular width. On an iPhone a split view collapses to
/// one column at a time, which no style changes, so the style is accepted.
///
/// ```swift
/// NavigationSplitView { … } detail: { … }.navigationSplitViewStyle(.balanced)
/// ```
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a split view from its configuration.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   BalancedNavigationSplitViewStyle().makeBody(configuration: configuration).tint(.green)
  /// }
  /// ```
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = NavigationSplitViewStyleConfiguration
}

extension View {
  /// Sets how the split views inside size their columns: an app's style draws them through
  /// its `makeBody(configuration:)`; the built-in styles draw alike (columns share the width
  /// side by side at regular width, and collapse on an iPhone).
  ///
  /// ```swift
  /// NavigationSplitView { … } detail: { … }.navigationSplitViewStyle(.prominentDetail)
  /// ```
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    modifier(StyleWriter(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
