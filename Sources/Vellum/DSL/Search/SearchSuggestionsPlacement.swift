/// Where a search's suggestions show: in a menu under the field, or with the content (an
/// iPhone's list of suggestions over the screen).
///
/// ```swift
/// @Environment(\.searchSuggestionsPlacement) private var placement
/// ```
public struct SearchSuggestionsPlacement: Hashable, Sendable {
  private let name: String

  /// The platform's choice.
  public static let automatic = Self(name: "automatic")
  /// In a menu under the search field.
  public static let menu = Self(name: "menu")
  /// With the content, as an iPhone shows them.
  public static let content = Self(name: "content")

  /// A set of placements, for showing or hiding suggestions in each.
  ///
  /// ```swift
  /// .searchSuggestions(.hidden, for: .content)
  /// ```
  public struct Set: OptionSet, Sendable {
    /// The placements, as bits.
    public let rawValue: Int

    /// The placements whose bits are set in `rawValue`.
    ///
    /// ```swift
    /// SearchSuggestionsPlacement.Set(rawValue: 2) == .content   // true
    /// ```
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The menu under the search field.
    public static let menu = Self(rawValue: 1)
    /// With the content.
    public static let content = Self(rawValue: 2)
  }
}

extension EnvironmentValues {
  /// Where the search suggestions this view is in show: `.content` inside the suggestions of
  /// a search on an iPhone, `.automatic` elsewhere.
  ///
  /// ```swift
  /// @Environment(\.searchSuggestionsPlacement) private var placement
  /// ```
  public internal(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement {
    get { self[SearchSuggestionsPlacementKey.self] }
    set { self[SearchSuggestionsPlacementKey.self] = newValue }
  }
}

private enum SearchSuggestionsPlacementKey: EnvironmentKey {
  static let defaultValue = SearchSuggestionsPlacement.automatic
}

extension View {
  /// Shows or hides the suggestions of the `searchable` view inside in `placements`: on an
  /// iPhone they show with the content, so hiding them there hides them.
  ///
  /// ```swift
  /// .searchable(text: $query).searchSuggestions { … }.searchSuggestions(.hidden, for: .content)
  /// ```
  public func searchSuggestions(
    _ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set
  ) -> some View {
    transformEnvironment(\.self) { environment in
      if placements.contains(.content) {
        environment.searchExtras.hidesSuggestions = visibility == .hidden
      }
    }
  }
}
