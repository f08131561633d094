/// The iOS 13 navigation container: a navigation stack that keeps its own path.
///
/// ```swift
/// NavigationView { ContentView() }
/// ```
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation container around `content`.
  ///
  /// ```swift
  /// NavigationView { List { … } }
  /// ```
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A stack of the content.
  public var body: some View {
    NavigationStack { content }
  }
}
