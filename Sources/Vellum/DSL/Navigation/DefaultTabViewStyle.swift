/// The platform's default tab view style: a tab bar on an iPhone.
///
/// ```swift
/// TabView { content }.tabViewStyle(DefaultTabViewStyle())
/// ```
public struct DefaultTabViewStyle: TabViewStyle, BuiltinStyle {
  /// The style.
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
}
