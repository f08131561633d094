/// How a `NavigationView` arranges its views: the iOS 13 form of choosing between a stack and
/// columns, which shipped code still sets. On an iPhone every style shows a stack, as Vellum's
/// `NavigationView` does.
///
/// ```swift
/// NavigationView { List { … } }.navigationViewStyle(.stack)
/// ```
public protocol NavigationViewStyle {}

extension View {
  /// Sets the style of the navigation views inside this view; accepted, since a
  /// `NavigationView` on an iPhone is a stack in every style.
  ///
  /// ```swift
  /// NavigationView { content }.navigationViewStyle(StackNavigationViewStyle())
  /// ```
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    self
  }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One view at a time, pushed and popped.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's default: a stack on an iPhone.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Columns on a wide screen; a stack on an iPhone.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}
