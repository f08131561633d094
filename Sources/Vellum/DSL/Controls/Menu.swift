/// A button that shows a menu of actions: its items are hidden until it is tapped open
/// (`host.tap` on its label), and tapping an item runs it and closes the menu. With a
/// `primaryAction`, tapping the label runs that action instead, as on iOS.
///
/// In text `[ Label ⌄]`, with the open menu's items boxed under it; in HTML a button with
/// `aria-haspopup="menu"` and, when open, a `role="menu"` list.
///
/// ```swift
/// Menu("Sort") {
///   Button("Name") { sort = .name }
///   Button("Date") { sort = .date }
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (@MainActor () -> Void)?
  @State private var isOpen = false

  /// A menu with a label view.
  ///
  /// ```swift
  /// Menu { Button("Duplicate") {} } label: { Image(systemName: "ellipsis.circle") }
  /// ```
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    primaryAction = nil
  }

  /// A menu with a label view whose tap runs `primaryAction`.
  ///
  /// ```swift
  /// Menu { Button("Reply All") {} } label: { Text("Reply") } primaryAction: { reply() }
  /// ```
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }

  /// A menu made from a style's configuration, drawn by the styles outside it.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
  /// ```
  public init(_ configuration: MenuStyleConfiguration)
  where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    label = configuration.label
    content = configuration.content
    primaryAction = nil
  }

  /// The menu, drawn in the innermost menu style around it.
  public var body: some View {
    MenuBody(isOpen: $isOpen, label: label, content: content, primaryAction: primaryAction)
  }
}

extension Menu where Label == Text {
  /// A menu titled by a literal.
  ///
  /// ```swift
  /// Menu("Actions") { … }
  /// ```
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu titled by a string value.
  ///
  /// ```swift
  /// Menu(folder.name) { … }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A menu titled by a literal whose tap runs `primaryAction`.
  ///
  /// ```swift
  /// Menu("Send", content: { Button("Schedule…") {} }, primaryAction: { send() })
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }

  /// A menu titled by a string value whose tap runs `primaryAction`.
  ///
  /// ```swift
  /// Menu(title, content: { … }, primaryAction: { run() })
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == Vellum.Label<Text, Image> {
  /// A menu titled by a literal, with a symbol.
  ///
  /// ```swift
  /// Menu("Add", systemImage: "plus") { … }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Vellum.Label(titleKey, systemImage: systemImage) }
  }

  /// A menu titled by a string value, with a symbol.
  ///
  /// ```swift
  /// Menu(title, systemImage: "folder") { … }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Vellum.Label(title, systemImage: systemImage) }
  }

  /// A menu titled by a literal, with an image resource.
  ///
  /// ```swift
  /// Menu("Share", image: .shareIcon) { … }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Vellum.Label(titleKey, image: image) }
  }
}

extension EnvironmentValues {
  /// Closes the open menu this view is an item of, after a tap on it runs.
  package var closesMenu: DismissAction? {
    get { self[ClosesMenuKey.self] }
    set { self[ClosesMenuKey.self] = newValue }
  }
}

private enum ClosesMenuKey: EnvironmentKey {
  static var defaultValue: DismissAction? { nil }
}
