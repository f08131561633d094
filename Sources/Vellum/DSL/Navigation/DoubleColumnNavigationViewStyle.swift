/// Two columns on a wide screen, a stack on an iPhone.
///
/// ```swift
/// NavigationView { content }.navigationViewStyle(DoubleColumnNavigationViewStyle())
/// ```
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// The style.
  public init() {}
}
