/// The platform's default navigation view style: a stack on an iPhone.
///
/// ```swift
/// NavigationView { content }.navigationViewStyle(DefaultNavigationViewStyle())
/// ```
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// The style.
  public init() {}
}
