/// A screen's empty state: a label (usually an icon and a title), a description, and actions.
///
/// ```swift
/// ContentUnavailableView("No Favorites", systemImage: "star", description: Text("Tap ☆ to add one."))
/// ContentUnavailableView.search(text: query)
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// An empty state from a label, a description and actions.
  ///
  /// ```swift
  /// ContentUnavailableView {
  ///   Label("No Mail", systemImage: "tray")
  /// } description: {
  ///   Text("New mail appears here.")
  /// } actions: {
  ///   Button("Refresh") { refresh() }
  /// }
  /// ```
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  /// An empty state is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension ContentUnavailableView
where Label == Vellum.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// An empty state titled by a literal, with an asset image.
  ///
  /// ```swift
  /// ContentUnavailableView("No Photos", image: "empty-album")
  /// ```
  public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { Vellum.Label(titleKey, image: name) }, description: { description })
  }

  /// An empty state titled by a literal, with a symbol.
  ///
  /// ```swift
  /// ContentUnavailableView("No Results", systemImage: "magnifyingglass")
  /// ```
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { Vellum.Label(titleKey, systemImage: name) }, description: { description })
  }

  /// An empty state titled by a string value, with an asset image.
  ///
  /// ```swift
  /// ContentUnavailableView(emptyTitle, image: "empty")
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(label: { Vellum.Label(title, image: name) }, description: { description })
  }

  /// An empty state titled by a string value, with a symbol.
  ///
  /// ```swift
  /// ContentUnavailableView(emptyTitle, systemImage: "tray")
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { Vellum.Label(title, systemImage: name) }, description: { description })
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// The empty state of a search that found nothing.
  ///
  /// ```swift
  /// if results.isEmpty { ContentUnavailableView.search }
  /// ```
  public static var search: Self { search(text: nil) }

  /// The empty state of a search for `text` that found nothing.
  ///
  /// ```swift
  /// ContentUnavailableView.search(text: query)
  /// ```
  public static func search(text: String) -> Self { search(text: Optional(text)) }

  private static func search(text: String?) -> Self {
    Self(
      label: { SearchUnavailableContent.Label(text: text) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}
