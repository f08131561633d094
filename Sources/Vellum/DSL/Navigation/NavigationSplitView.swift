/// Two or three columns — a sidebar, an optional content column and a detail — each with its own
/// navigation bar: side by side at regular width; at compact width (an iPhone) collapsed, as iOS
/// collapses them, to the column `preferredCompactColumn` names, or else to the sidebar and
/// then the column after each one whose list has a selection.
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
  /// The column shown at compact width, when bound.
  var preferredCompactColumn: Binding<NavigationSplitViewColumn>?

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
  /// every column is drawn at regular width).
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

  /// A three-column split view that shows `preferredCompactColumn` at compact width.
  ///
  /// ```swift
  /// NavigationSplitView(preferredCompactColumn: $column) { … } content: { … } detail: { … }
  /// ```
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
    self.preferredCompactColumn = preferredCompactColumn
  }

  /// A three-column split view with bound visible columns that shows `preferredCompactColumn`
  /// at compact width.
  ///
  /// ```swift
  /// NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
  ///   Sidebar()
  /// } content: { ContentList() } detail: { Detail() }
  /// ```
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
    self.preferredCompactColumn = preferredCompactColumn
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

  /// A two-column split view that shows `preferredCompactColumn` at compact width.
  ///
  /// ```swift
  /// NavigationSplitView(preferredCompactColumn: $column) { Sidebar() } detail: { Detail() }
  /// ```
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    self.preferredCompactColumn = preferredCompactColumn
  }

  /// A two-column split view with bound visible columns that shows `preferredCompactColumn` at
  /// compact width.
  ///
  /// ```swift
  /// NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
  ///   Sidebar()
  /// } detail: { Detail() }
  /// ```
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    self.preferredCompactColumn = preferredCompactColumn
  }
}
