/// How a split view sizes its columns at regular width. On an iPhone a split view collapses to
/// one column at a time, which no style changes, so the style is accepted.
///
/// ```swift
/// NavigationSplitView { … } detail: { … }.navigationSplitViewStyle(.balanced)
/// ```
public protocol NavigationSplitViewStyle {}

extension View {
  /// Sets how the split views inside size their columns; accepted (columns share the width
  /// side by side at regular width, and collapse on an iPhone, whatever the style).
  ///
  /// ```swift
  /// NavigationSplitView { … } detail: { … }.navigationSplitViewStyle(.prominentDetail)
  /// ```
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    self
  }
}
