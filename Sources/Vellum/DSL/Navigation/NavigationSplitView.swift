/// Two or three columns — a sidebar, an optional content column and a detail — each with its own
/// navigation bar. Text renderings put them side by side when wide and one under another when
/// narrow, as a phone collapses them.
///
/// ```swift
/// NavigationSplitView {
///   SidebarView(selection: $selection)
/// } detail: {
///   DetailView(id: selection)
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail

  /// A three-column split view.
  ///
  /// ```swift
  /// NavigationSplitView { Sidebar() } content: { ContentList() } detail: { Detail() }
  /// ```
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// A three-column split view whose visible columns are bound (kept for source compatibility;
  /// every column is drawn).
  ///
  /// ```swift
  /// NavigationSplitView(columnVisibility: $visibility) { … } content: { … } detail: { … }
  /// ```
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  /// A split view is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column split view.
  ///
  /// ```swift
  /// NavigationSplitView { Sidebar() } detail: { Detail() }
  /// ```
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }

  /// A two-column split view whose visible columns are bound.
  ///
  /// ```swift
  /// NavigationSplitView(columnVisibility: $visibility) { Sidebar() } detail: { Detail() }
  /// ```
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }
}
