/// A tab of a `TabView`, the iOS 18 way: its title and image, the value that selects it, and
/// its content. A tab is its content labelled with `tabItem` and tagged with its value, so the
/// tab view shows and selects it as it does those.
///
/// ```swift
/// TabView(selection: $selection) {
///   Tab("Received", systemImage: "tray.and.arrow.down.fill", value: .received) {
///     ReceivedView()
///   }
///   Tab("Sent", systemImage: "tray.and.arrow.up.fill", value: .sent) { SentView() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let value: Value?
  let role: TabRole?
  let content: Content
  let label: Label

  /// A tab selected by `value`, with a label view.
  ///
  /// ```swift
  /// Tab(value: Section.inbox) { InboxView() } label: { Label("Inbox", systemImage: "tray") }
  /// ```
  public init(
    value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.value = value
    self.role = role
    self.content = content()
    self.label = label()
  }

  /// The tab: its content, labelled and tagged.
  @ViewBuilder public var body: some View {
    if let value {
      content.tabItem { label }.tag(value)
    } else {
      content.tabItem { label }
    }
  }
}

extension Tab where Label == Vellum.Label<Text, Image> {
  /// A tab selected by `value`, titled by a literal with a symbol.
  ///
  /// ```swift
  /// Tab("Received", systemImage: "tray.and.arrow.down.fill", value: 0) { ReceivedView() }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, role: role, content: content) {
      Vellum.Label(titleKey, systemImage: systemImage)
    }
  }

  /// A tab selected by `value`, titled by a string value with a symbol.
  ///
  /// ```swift
  /// Tab(folder.name, systemImage: "folder", value: folder.id) { FolderView(folder) }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, role: role, content: content) {
      Vellum.Label(title, systemImage: systemImage)
    }
  }
}

extension Tab where Value == Never, Label == Vellum.Label<Text, Image> {
  /// A tab of a tab view without a selection, titled by a literal with a symbol.
  ///
  /// ```swift
  /// TabView { Tab("Home", systemImage: "house") { HomeView() } }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    value = nil
    self.role = role
    self.content = content()
    label = Vellum.Label(titleKey, systemImage: systemImage)
  }

  /// A tab of a tab view without a selection, titled by a string value with a symbol.
  ///
  /// ```swift
  /// Tab(screen.title, systemImage: screen.symbol) { screen.view }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    value = nil
    self.role = role
    self.content = content()
    label = Vellum.Label(title, systemImage: systemImage)
  }
}

extension Tab where Value == Never, Label == Vellum.Label<Text, Image> {
  /// The search tab, labelled Search with a magnifying glass, as iOS labels it.
  ///
  /// ```swift
  /// Tab(role: .search) { SearchView() }
  /// ```
  public init(role: TabRole, @ViewBuilder content: () -> Content) {
    self.init("Search", systemImage: "magnifyingglass", role: role, content: content)
  }
}
