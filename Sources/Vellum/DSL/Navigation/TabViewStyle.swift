/// How a `TabView` presents its tabs: a tab bar, or pages swiped through.
///
/// ```swift
/// TabView { pages }.tabViewStyle(.page)
/// ```
public protocol TabViewStyle {}

extension View {
  /// Sets the style of the tab views in this view; recorded on the tab view's node.
  ///
  /// ```swift
  /// TabView { OnboardingPages() }.tabViewStyle(.page(indexDisplayMode: .always))
  /// ```
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    modifier(StyleNameWriter(.tabView, style))
  }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The platform's default: a tab bar on an iPhone.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages swiped through, with a page index.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages swiped through, with the index shown as `indexDisplayMode` says.
  ///
  /// ```swift
  /// .tabViewStyle(.page(indexDisplayMode: .never))
  /// ```
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}
