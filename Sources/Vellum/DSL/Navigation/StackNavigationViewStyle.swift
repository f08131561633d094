/// One view at a time, pushed and popped: the style that makes an iPad show a stack too.
///
/// ```swift
/// NavigationView { content }.navigationViewStyle(StackNavigationViewStyle())
/// ```
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// The style.
  public init() {}
}
