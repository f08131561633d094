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

extension NavigationSplitView: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.output = .element(Node(role: .navigationSplitView, identity: record.identity))
    record.updateChild(0, Column(name: .sidebar, content: sidebar), component: .index(0))
    var count = 1
    if Content.self != EmptyView.self {
      record.updateChild(1, Column(name: .content, content: content), component: .index(1))
      count = 2
    }
    record.updateChild(count, Column(name: .detail, content: detail), component: .index(2))
    record.trimChildren(to: count + 1)
  }
}

/// One column: a navigation stack of its own.
private struct Column<Content: View>: View, PrimitiveView {
  let name: Keyword
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.element(
      .column, [Attribute(.column, .name(name))], content: NavigationStack { content })
  }
}
