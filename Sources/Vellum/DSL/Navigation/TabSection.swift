/// A group of tabs under a header, which iPadOS shows in its sidebar; on an iPhone the tabs
/// are the tab bar's like any others.
///
/// ```swift
/// TabView {
///   Tab("Home", systemImage: "house") { HomeView() }
///   TabSection("Collections") {
///     Tab("Favorites", systemImage: "star") { FavoritesView() }
///   }
/// }
/// ```
public struct TabSection<Header: View, Content: View>: View {
  let header: Header
  let content: Content

  /// A section with a header view.
  ///
  /// ```swift
  /// TabSection { tabs } header: { Label("Library", systemImage: "books.vertical") }
  /// ```
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
    self.content = content()
    self.header = header()
  }

  /// The section's tabs, as the tab view's own.
  public var body: some View { content }
}

extension TabSection where Header == Text {
  /// A section titled by a literal.
  ///
  /// ```swift
  /// TabSection("Collections") { Tab("Favorites", systemImage: "star") { FavoritesView() } }
  /// ```
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A section titled by a string value.
  ///
  /// ```swift
  /// TabSection(group.name) { tabs(of: group) }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
