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

/// The field with its tokens, the scopes and suggestions set outside (suggested tokens
/// first), and the content with the search's environment.
private struct SearchableBody<Content: View>: View, PrimitiveView {
  let text: Binding<String>
  let isPresented: Binding<Bool>
  let prompt: String
  let tokens: SearchTokens?
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    let searching = isPresented.wrappedValue || !text.wrappedValue.isEmpty
    let extras = record.environment.searchExtras
    var inner = record.environment
    inner.searchExtras = SearchExtras()
    inner.isSearching = searching
    let (text, isPresented) = (text, isPresented)
    inner.dismissSearch = DismissSearchAction {
      text.wrappedValue = ""
      isPresented.wrappedValue = false
    }
    inner.searchCompletion = { text.wrappedValue = $0 }
    inner.searchTokenCompletion = tokens?.add
    record.output = .element(Node(role: .searchable, identity: record.identity))
    record.updateChild(
      0,
      SearchField(
        text: text, isPresented: isPresented, prompt: prompt,
        tokens: tokens?.views.map(\.view) ?? []),
      component: .index(0))
    var count = 1
    if searching, let scopes = extras.scopes {
      record.updateChild(count, scopes, component: .index(1), environment: inner)
      count += 1
    }
    if searching, let tokens, !tokens.suggestions.isEmpty {
      let suggested = ForEach(tokens.suggestions) { suggestion in
        suggestion.view.modifier(SearchTokenCompletionModifier(token: suggestion.token))
      }
      record.updateChild(count, suggested, component: .index(4), environment: inner)
      count += 1
    }
    if searching, let suggestions = extras.suggestions {
      record.updateChild(count, suggestions, component: .index(2), environment: inner)
      count += 1
    }
    record.updateChild(count, content, component: .index(3), environment: inner)
    record.trimChildren(to: count + 1)
  }
}

/// The search field: a text field with a prompt, and its tokens before its text. Typing into
/// it presents the search, as focusing the field does.
private struct SearchField: View, PrimitiveView {
  let text: Binding<String>
  let isPresented: Binding<Bool>
  let prompt: String
  let tokens: [AnyView]

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    let isPresented = isPresented
    record.control = .text(
      text,
      editing: FieldEditing(
        onEditingChanged: { if $0 { isPresented.wrappedValue = true } }, onCommit: {}))
    let attributes = [
      Attribute(.prompt, .string(prompt)),
      Attribute(.text, .string(text.wrappedValue), isBound: true),
    ]
    record.output = .element(
      Node(role: .searchField, identity: record.identity, attributes: attributes))
    for (index, token) in tokens.enumerated() {
      record.updateChild(
        index, token.modifier(AttributesModifier([Attribute(.searchToken, .bool(true))])))
    }
    record.trimChildren(to: tokens.count)
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

/// Makes a suggestion fill the search field when tapped.
private struct SearchCompletionModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let completion: String

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let fill = record.environment.searchCompletion
    let completion = completion
    record.control = .tap { fill?(completion) }
    record.output = .modified([Attribute(.searchCompletion, .string(completion))], slot: nil)
    record.updateChild(0, content)
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
