extension View {
  /// Overlays this view with a view made from the value of `key` that this view's subviews
  /// combine, made again when the value changes.
  ///
  /// ```swift
  /// tabs.overlayPreferenceValue(SelectedBounds.self) { anchor in Underline(anchor) }
  /// ```
  public consuming func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceValueLayer<K, V>(alignment: .center, isBackground: false, transform: transform))
  }

  /// Overlays this view, aligned by `alignment`, with a view made from the value of `key` that
  /// this view's subviews combine.
  ///
  /// ```swift
  /// tabs.overlayPreferenceValue(SelectedBounds.self, alignment: .topLeading) { Underline($0) }
  /// ```
  public consuming func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceValueLayer<K, V>(alignment: alignment, isBackground: false, transform: transform))
  }

  /// Puts behind this view a view made from the value of `key` that this view's subviews
  /// combine, made again when the value changes.
  ///
  /// ```swift
  /// grid.backgroundPreferenceValue(CellBounds.self) { cells in Highlights(cells) }
  /// ```
  public consuming func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceValueLayer<K, V>(alignment: .center, isBackground: true, transform: transform))
  }

  /// Puts behind this view, aligned by `alignment`, a view made from the value of `key` that
  /// this view's subviews combine.
  ///
  /// ```swift
  /// grid.backgroundPreferenceValue(CellBounds.self, alignment: .top) { Highlights($0) }
  /// ```
  public consuming func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceValueLayer<K, V>(alignment: alignment, isBackground: true, transform: transform))
  }
}
