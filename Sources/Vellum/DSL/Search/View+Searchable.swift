extension View {
  /// Puts a search field above the view, with `prompt` ("Search" when `nil`). Type into it
  /// with `host.type(_:into:)` by its prompt; views inside read `\.isSearching`.
  ///
  /// ```swift
  /// List(filtered) { Text($0.name) }.searchable(text: $query, prompt: Text("Recipes"))
  /// ```
  public consuming func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(SearchableModifier(text: text, isPresented: nil, prompt: prompt))
  }

  /// A search field prompted by a literal.
  ///
  /// ```swift
  /// .searchable(text: $query, prompt: "Find a recipe")
  /// ```
  public consuming func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field prompted by a string value.
  ///
  /// ```swift
  /// .searchable(text: $query, prompt: promptText)
  /// ```
  @_disfavoredOverload
  public consuming func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field whose presentation is bound to `isPresented`.
  ///
  /// ```swift
  /// .searchable(text: $query, isPresented: $isSearching)
  /// ```
  public consuming func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(SearchableModifier(text: text, isPresented: isPresented, prompt: prompt))
  }

  /// A presented-bound search field prompted by a literal.
  ///
  /// ```swift
  /// .searchable(text: $query, isPresented: $isSearching, prompt: "Search")
  /// ```
  public consuming func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }

  /// A presented-bound search field prompted by a string value.
  ///
  /// ```swift
  /// .searchable(text: $query, isPresented: $isSearching, prompt: promptText)
  /// ```
  @_disfavoredOverload
  public consuming func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }

  /// A search field with suggestions (the older form of `searchSuggestions`).
  ///
  /// ```swift
  /// .searchable(text: $query) { ForEach(recent, id: \.self) { Text($0).searchCompletion($0) } }
  /// ```
  public consuming func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
  }

  /// Shows scopes under the search field of the `searchable` view inside while the search is
  /// active, as a segmented picker bound to `scope`.
  ///
  /// ```swift
  /// .searchable(text: $query).searchScopes($scope) {
  ///   Text("All").tag(Scope.all); Text("Favorites").tag(Scope.favorites)
  /// }
  /// ```
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, @ViewBuilder scopes: () -> S
  ) -> some View {
    let picker = AnyView(Picker("Scope", selection: scope, content: scopes).pickerStyle(.segmented))
    return modifier(SearchExtrasWriter(scopes: picker, suggestions: nil))
  }

  /// Shows suggestions under the search field of the `searchable` view inside while the search
  /// is active.
  ///
  /// ```swift
  /// .searchable(text: $query).searchSuggestions { Text("Pasta").searchCompletion("pasta") }
  /// ```
  public consuming func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View
  {
    modifier(SearchExtrasWriter(scopes: nil, suggestions: AnyView(suggestions())))
  }

  /// Makes a suggestion fill the search field with `completion` when tapped.
  ///
  /// ```swift
  /// Text("🍝 Pasta").searchCompletion("pasta")
  /// ```
  public consuming func searchCompletion(_ completion: String) -> some View {
    modifier(SearchCompletionModifier(completion: completion))
  }
}

/// The state of a search: whether its field is presented, when no binding says.
struct SearchableModifier: ViewModifier {
  let text: Binding<String>
  let isPresented: Binding<Bool>?
  let prompt: Text?
  var tokens: SearchTokens?
  @State private var isActive = false

  func body(content: Content) -> some View {
    SearchableBody(
      text: text, isPresented: isPresented ?? $isActive, prompt: prompt?.plainText ?? "Search",
      tokens: tokens, content: content)
  }
}

/// Sets the scopes or suggestions of the search inside.
private struct SearchExtrasWriter: ViewModifier, EnvironmentModifier {
  typealias Body = Never

  let scopes: AnyView?
  let suggestions: AnyView?

  func modify(_ environment: inout EnvironmentValues) {
    if let scopes { environment.searchExtras.scopes = scopes }
    if let suggestions { environment.searchExtras.suggestions = suggestions }
  }
}

extension EnvironmentValues {
  /// Fills the search field around this view, for `searchCompletion`.
  package var searchCompletion: (@MainActor (String) -> Void)? {
    get { self[SearchCompletionKey.self] }
    set { self[SearchCompletionKey.self] = newValue }
  }
}

private enum SearchCompletionKey: EnvironmentKey {
  static var defaultValue: (@MainActor (String) -> Void)? { nil }
}
