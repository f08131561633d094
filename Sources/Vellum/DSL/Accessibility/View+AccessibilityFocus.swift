extension View {
  /// Binds VoiceOver's focus on this view to `condition`: setting it to true moves the focus
  /// here, and the focus moving here (``ViewHost/accessibilityFocus(_:)``) sets it to true
  /// (and moving away, to false). The view's node carries `accessibilityFocused: true` while
  /// the focus is on it.
  ///
  /// ```swift
  /// @AccessibilityFocusState private var isErrorFocused: Bool
  /// Text(error).accessibilityFocused($isErrorFocused)
  /// ```
  public consuming func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding)
    -> some View
  {
    modifier(
      AccessibilityFocusModifier(
        isFocused: condition.wrappedValue, focus: { condition.wrappedValue = true },
        blur: { condition.wrappedValue = false }))
  }

  /// Binds VoiceOver's focus on this view to `binding` being `value`: setting the state to
  /// `value` moves the focus here, and the focus moving here sets the state to `value`.
  ///
  /// ```swift
  /// @AccessibilityFocusState private var focus: Field?
  /// Text(total).accessibilityFocused($focus, equals: .total)
  /// ```
  public consuming func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View {
    modifier(
      AccessibilityFocusModifier(
        isFocused: binding.wrappedValue == value, focus: { binding.wrappedValue = value },
        blur: nil))
  }
}
