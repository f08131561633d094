/// What a ``NavigationSplitViewStyle`` draws from: a split view, which a style draws with a built-in
/// style's `makeBody(configuration:)` and its own modifiers around it.
///
/// ```swift
/// func makeBody(configuration: Configuration) -> some View {
///   AutomaticNavigationSplitViewStyle().makeBody(configuration: configuration).padding()
/// }
/// ```
public struct NavigationSplitViewStyleConfiguration {
  /// The view as the styles outside the innermost one draw it.
  let drawn: AnyView
}
