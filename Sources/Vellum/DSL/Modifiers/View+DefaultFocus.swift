extension View {
  /// Focuses `value` when the view first appears: a host's screen has nothing focused then,
  /// so the default takes focus, as SwiftUI gives it when nothing in the scope is focused.
  ///
  /// ```swift
  /// Form { … }.defaultFocus($focus, .name)
  /// ```
  public consuming func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    onAppear { binding.wrappedValue = value }
  }
}
