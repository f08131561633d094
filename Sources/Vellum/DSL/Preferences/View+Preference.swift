extension View {
  /// Sets the value of `key` for this view, replacing the values its own subviews set: its
  /// ancestors combine it with their other descendants' values.
  ///
  /// ```swift
  /// Text(title).preference(key: TitleKey.self, value: title)
  /// ```
  public consuming func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
    -> some View
  {
    modifier(PreferenceWriter<K>(value: value))
  }

  /// Changes the value of `key` that this view's subviews combined, before it reaches the
  /// ancestors.
  ///
  /// ```swift
  /// list.transformPreference(CountKey.self) { count in count += 1 }
  /// ```
  public consuming func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(PreferenceTransformer<K>(transform: callback))
  }

  /// Runs `action` with the value of `key` this view's subviews combine, after each update in
  /// which it changed: first when a subview sets a value other than the default.
  ///
  /// ```swift
  /// VStack { rows }.onPreferenceChange(WidestLabel.self) { labelWidth = $0 }
  /// ```
  public consuming func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceObserver<K>(action: action))
  }
}
