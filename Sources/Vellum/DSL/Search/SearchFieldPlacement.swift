/// Where a search field sits: in the navigation bar's drawer, the toolbar, the sidebar, or
/// where the platform puts it. Vellum draws the field above the content it searches.
///
/// ```swift
/// .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
/// ```
public struct SearchFieldPlacement: Hashable, Sendable {
  let name: String

  /// Where the platform puts it.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In the navigation bar's drawer.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// In the navigation bar's drawer, shown always or as the platform decides.
  ///
  /// ```swift
  /// .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
  /// ```
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement(name: "navigationBarDrawer(\(displayMode.name))")
  }

  /// When a navigation bar drawer shows its search field.
  ///
  /// ```swift
  /// SearchFieldPlacement.NavigationBarDrawerDisplayMode.always
  /// ```
  public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
    let name: String
    /// As the platform decides (hidden until scrolled).
    public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
    /// Always.
    public static let always = NavigationBarDrawerDisplayMode(name: "always")
  }
}

extension EnvironmentValues {
  /// Whether the search around this view is active: its field has text or is presented.
  ///
  /// ```swift
  /// @Environment(\.isSearching) private var isSearching
  /// ```
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// Ends the search around this view: clears its field and dismisses it.
  ///
  /// ```swift
  /// @Environment(\.dismissSearch) private var dismissSearch
  /// Button("Cancel") { dismissSearch() }
  /// ```
  public var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }

  /// The scopes and suggestions set around a `searchable` view, for its field.
  package var searchExtras: SearchExtras {
    get { self[SearchExtrasKey.self] }
    set { self[SearchExtrasKey.self] = newValue }
  }
}

/// The scope picker and the suggestions of a search, as views, and when they show.
package struct SearchExtras {
  var scopes: AnyView?
  /// When the scopes show: while the search is active unless `onTextEntry` asks for text.
  var scopeActivation = SearchScopeActivation.automatic
  var suggestions: AnyView?
  /// Whether `searchSuggestions(.hidden, for: .content)` hid the suggestions.
  var hidesSuggestions = false
}

private enum IsSearchingKey: EnvironmentKey {
  static let defaultValue = false
}

private enum DismissSearchKey: EnvironmentKey {
  static var defaultValue: DismissSearchAction { DismissSearchAction {} }
}

private enum SearchExtrasKey: EnvironmentKey {
  static var defaultValue: SearchExtras { SearchExtras() }
}
