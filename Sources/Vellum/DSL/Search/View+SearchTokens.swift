extension View {
  /// Shows `tokens` in the search field before its text, each drawn by `token`.
  ///
  /// ```swift
  /// .searchable(text: $query, tokens: $tags) { Text($0.name) }
  /// ```
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: prompt,
        tokens: SearchTokens(tokens: tokens, suggested: nil, token: token)))
  }

  /// Shows `tokens` in the search field before its text, each drawn by `token`.
  ///
  /// ```swift
  /// .searchable(text: $query, tokens: $tags, prompt: "Tags") { Text($0.name) }
  /// ```
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt),
        tokens: SearchTokens(tokens: tokens, suggested: nil, token: token)))
  }

  /// Shows `tokens` in the search field before its text, each drawn by `token`.
  ///
  /// ```swift
  /// .searchable(text: $query, tokens: $tags, prompt: "Tags") { Text($0.name) }
  /// ```
  @_disfavoredOverload
  public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt),
        tokens: SearchTokens(tokens: tokens, suggested: nil, token: token)))
  }

  /// Shows `tokens` in the search field before its text, each drawn by `token`, with the field's presentation bound to `isPresented`.
  ///
  /// ```swift
  /// .searchable(text: $query, tokens: $tags, isPresented: $isSearching) { Text($0.name) }
  /// ```
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: prompt,
        tokens: SearchTokens(tokens: tokens, suggested: nil, token: token)))
  }

  /// Shows `tokens` in the search field before its text, each drawn by `token`, with the field's presentation bound to `isPresented`.
  ///
  /// ```swift
  /// .searchable(text: $query, tokens: $tags, isPresented: $isSearching, prompt: "Tags") { Text($0.name) }
  /// ```
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: Text(prompt),
        tokens: SearchTokens(tokens: tokens, suggested: nil, token: token)))
  }

  /// Shows `tokens` in the search field before its text, each drawn by `token`, with the field's presentation bound to `isPresented`.
  ///
  /// ```swift
  /// .searchable(text: $query, tokens: $tags, isPresented: $isSearching, prompt: "Tags") { Text($0.name) }
  /// ```
  @_disfavoredOverload
  public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: Text(prompt),
        tokens: SearchTokens(tokens: tokens, suggested: nil, token: token)))
  }

  /// Shows `tokens` in the search field and `suggestedTokens` as suggestions while searching; tapping a suggestion adds it.
  ///
  /// ```swift
  /// .searchable(text: $query, tokens: $tags, suggestedTokens: $allTags) { Text($0.name) }
  /// ```
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: prompt,
        tokens: SearchTokens(tokens: tokens, suggested: suggestedTokens, token: token)))
  }

  /// Shows `tokens` in the search field and `suggestedTokens` as suggestions while searching; tapping a suggestion adds it.
  ///
  /// ```swift
  /// .searchable(text: $query, tokens: $tags, suggestedTokens: $allTags, prompt: "Tags") { Text($0.name) }
  /// ```
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt),
        tokens: SearchTokens(tokens: tokens, suggested: suggestedTokens, token: token)))
  }

  /// Shows `tokens` in the search field and `suggestedTokens` as suggestions while searching; tapping a suggestion adds it.
  ///
  /// ```swift
  /// .searchable(text: $query, tokens: $tags, suggestedTokens: $allTags, prompt: "Tags") { Text($0.name) }
  /// ```
  @_disfavoredOverload
  public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt),
        tokens: SearchTokens(tokens: tokens, suggested: suggestedTokens, token: token)))
  }

  /// Shows `tokens` in the search field and `suggestedTokens` as suggestions while searching; tapping a suggestion adds it, with the field's presentation bound to `isPresented`.
  ///
  /// ```swift
  /// .searchable(text: $query, tokens: $tags, isPresented: $isSearching, suggestedTokens: $allTags) { Text($0.name) }
  /// ```
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: prompt,
        tokens: SearchTokens(tokens: tokens, suggested: suggestedTokens, token: token)))
  }

  /// Shows `tokens` in the search field and `suggestedTokens` as suggestions while searching; tapping a suggestion adds it, with the field's presentation bound to `isPresented`.
  ///
  /// ```swift
  /// .searchable(text: $query, tokens: $tags, isPresented: $isSearching, suggestedTokens: $allTags, prompt: "Tags") { Text($0.name) }
  /// ```
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: Text(prompt),
        tokens: SearchTokens(tokens: tokens, suggested: suggestedTokens, token: token)))
  }

  /// Shows `tokens` in the search field and `suggestedTokens` as suggestions while searching; tapping a suggestion adds it, with the field's presentation bound to `isPresented`.
  ///
  /// ```swift
  /// .searchable(text: $query, tokens: $tags, isPresented: $isSearching, suggestedTokens: $allTags, prompt: "Tags") { Text($0.name) }
  /// ```
  @_disfavoredOverload
  public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: Text(prompt),
        tokens: SearchTokens(tokens: tokens, suggested: suggestedTokens, token: token)))
  }

  /// Shows editable `tokens` in the search field, each drawn by `token` from a binding.
  ///
  /// ```swift
  /// .searchable(text: $query, editableTokens: $tags) { $tag in Text(tag.name) }
  /// ```
  public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View
  >(
    text: Binding<String>, editableTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: prompt,
        tokens: SearchTokens(editableTokens: editableTokens, token: token)))
  }

  /// Shows editable `tokens` in the search field, each drawn by `token` from a binding.
  ///
  /// ```swift
  /// .searchable(text: $query, editableTokens: $tags, prompt: "Tags") { $tag in Text(tag.name) }
  /// ```
  public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View
  >(
    text: Binding<String>, editableTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt),
        tokens: SearchTokens(editableTokens: editableTokens, token: token)))
  }

  /// Shows editable `tokens` in the search field, each drawn by `token` from a binding.
  ///
  /// ```swift
  /// .searchable(text: $query, editableTokens: $tags, prompt: "Tags") { $tag in Text(tag.name) }
  /// ```
  @_disfavoredOverload
  public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View,
    S: StringProtocol
  >(
    text: Binding<String>, editableTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt),
        tokens: SearchTokens(editableTokens: editableTokens, token: token)))
  }

  /// Shows editable `tokens` in the search field, each drawn by `token` from a binding, with the field's presentation bound to `isPresented`.
  ///
  /// ```swift
  /// .searchable(text: $query, editableTokens: $tags) { $tag in Text(tag.name) }
  /// ```
  public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View
  >(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: prompt,
        tokens: SearchTokens(editableTokens: editableTokens, token: token)))
  }

  /// Shows editable `tokens` in the search field, each drawn by `token` from a binding, with the field's presentation bound to `isPresented`.
  ///
  /// ```swift
  /// .searchable(text: $query, editableTokens: $tags, prompt: "Tags") { $tag in Text(tag.name) }
  /// ```
  public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View
  >(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: Text(prompt),
        tokens: SearchTokens(editableTokens: editableTokens, token: token)))
  }

  /// Shows editable `tokens` in the search field, each drawn by `token` from a binding, with the field's presentation bound to `isPresented`.
  ///
  /// ```swift
  /// .searchable(text: $query, editableTokens: $tags, prompt: "Tags") { $tag in Text(tag.name) }
  /// ```
  @_disfavoredOverload
  public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View,
    S: StringProtocol
  >(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: Text(prompt),
        tokens: SearchTokens(editableTokens: editableTokens, token: token)))
  }

  /// Makes a suggestion add `token` to the search field's tokens when tapped.
  ///
  /// ```swift
  /// Text(tag.name).searchCompletion(tag)
  /// ```
  public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
    modifier(SearchTokenCompletionModifier(token: token))
  }
}

/// The tokens of a search field: the views drawing them, and the suggested tokens that add
/// themselves when tapped.
@MainActor
struct SearchTokens {
  /// The token views, in order, each with its token's id.
  let views: [(id: AnyHashable, view: AnyView)]
  /// Adds a token, when it is of the field's token type.
  let add: @MainActor (Any) -> Void
  /// The suggested tokens not in the field yet.
  let suggestions: [Suggestion]

  /// A suggested token: its value and the view drawing it.
  struct Suggestion: Identifiable {
    let id: AnyHashable
    let view: AnyView
    let token: Any
  }

  init<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    tokens: Binding<C>, suggested: Binding<C>?, token: @escaping (C.Element) -> T
  ) where C.Element: Identifiable {
    let chosen = Set(tokens.wrappedValue.map { AnyHashable($0.id) })
    views = tokens.wrappedValue.map { (AnyHashable($0.id), AnyView(token($0))) }
    add = { value in
      guard let value = value as? C.Element,
        !tokens.wrappedValue.contains(where: { $0.id == value.id })
      else { return }
      tokens.wrappedValue.append(value)
    }
    suggestions = (suggested?.wrappedValue ?? C()).filter { !chosen.contains(AnyHashable($0.id)) }
      .map { Suggestion(id: AnyHashable($0.id), view: AnyView(token($0)), token: $0) }
  }

  init<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
    editableTokens tokens: Binding<C>, token: @escaping (Binding<C.Element>) -> T
  ) where C.Element: Identifiable {
    views = tokens.map { (AnyHashable($0.wrappedValue.id), AnyView(token($0))) }
    add = { value in
      guard let value = value as? C.Element else { return }
      tokens.wrappedValue.append(value)
    }
    suggestions = []
  }
}

/// Makes a suggestion add a token to the search field when tapped.
struct SearchTokenCompletionModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let token: Any

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let add = record.environment.searchTokenCompletion
    let token = token
    record.control = .tap { add?(token) }
    record.output = .modified([], slot: nil)
    record.updateChild(0, content)
  }
}

extension EnvironmentValues {
  /// Adds a token to the search field around this view, for `searchCompletion(_:)` with a
  /// token.
  package var searchTokenCompletion: (@MainActor (Any) -> Void)? {
    get { self[SearchTokenCompletionKey.self] }
    set { self[SearchTokenCompletionKey.self] = newValue }
  }
}

private enum SearchTokenCompletionKey: EnvironmentKey {
  static var defaultValue: (@MainActor (Any) -> Void)? { nil }
}
