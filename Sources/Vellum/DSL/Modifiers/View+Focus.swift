extension View {
  /// Binds the focus of the field inside to a flag.
  ///
  /// ```swift
  /// TextField("Search", text: $query).focused($isSearching)
  /// ```
  public consuming func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(
      FocusModifier(
        target: FocusTarget(
          isFocused: { condition.wrappedValue }, focus: { condition.wrappedValue = true },
          blur: { condition.wrappedValue = false })))
  }

  /// Gives the field inside focus when the bound value equals `value`.
  ///
  /// ```swift
  /// TextField("Email", text: $email).focused($focus, equals: .email)
  /// ```
  public consuming func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  )
    -> some View
  {
    modifier(
      FocusModifier(
        target: FocusTarget(
          isFocused: { binding.wrappedValue == value }, focus: { binding.wrappedValue = value },
          blur: {
            if binding.wrappedValue == value, let none = Optional<Any>.none as? Value {
              binding.wrappedValue = none
            }
          })))
  }
}

/// Hands a focus target to the field inside.
private struct FocusModifier: ViewModifier, EnvironmentModifier {
  typealias Body = Never

  let target: FocusTarget

  func modify(_ environment: inout EnvironmentValues) {
    environment.focusTarget = target
  }
}
