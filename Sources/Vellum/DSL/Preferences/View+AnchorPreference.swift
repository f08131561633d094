import Foundation

extension View {
  /// Sets the value of `key` for this view from an anchor of its geometry (its bounds, a point
  /// in it), which an ancestor resolves in its own coordinates through a `GeometryProxy`.
  ///
  /// ```swift
  /// Text(tab).anchorPreference(key: SelectedBounds.self, value: .bounds) { $0 }
  /// ```
  public consuming func anchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(
      AnchorPreferenceWriter<A, K>(source: value) { value, anchor in value = transform(anchor) })
  }

  /// Changes the value of `key` that this view's subviews combined, with an anchor of this
  /// view's geometry.
  ///
  /// ```swift
  /// row.transformAnchorPreference(key: RowBounds.self, value: .bounds) { $0.append($1) }
  /// ```
  public consuming func transformAnchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(AnchorPreferenceWriter<A, K>(source: value, transformsContent: true, apply: transform))
  }
}

extension GeometryProxy {
  /// The value of `anchor` in this reader's coordinates.
  ///
  /// ```swift
  /// GeometryReader { proxy in Rectangle().frame(width: proxy[anchor].width) }
  /// ```
  public subscript<T>(anchor: Anchor<T>) -> T {
    anchor.value(from: globalFrame.origin)
  }
}
