extension View {
  /// Shows `tokens` in the search field before its text, each drawn by `token`.
  ///
  /// ```swift
  /// .searchable(text: $query, tokens: $tags) { Text($0.name) }
  /// ```
  public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
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
  public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
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
  public consuming func searchable<
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
  public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
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
  public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
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
  public consuming func searchable<
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
  public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
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
  public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
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
  public consuming func searchable<
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
  public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
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
  public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
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
  public consuming func searchable<
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
  public consuming func searchable<
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
  public consuming func searchable<
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
  public consuming func searchable<
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
  public consuming func searchable<
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
  public consuming func searchable<
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
  public consuming func searchable<
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
  public consuming func searchCompletion<T: Identifiable>(_ token: T) -> some View {
    modifier(SearchTokenCompletionModifier(token: token))
  }
}
