extension Toggle {
  /// A toggle for several flags at once: on when all of them are, and flipping it sets every
  /// one.
  ///
  /// ```swift
  /// Toggle(sources: $alarms, isOn: \.isEnabled) { Text("All Alarms") }
  /// ```
  public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
  ) {
    let bindings = sources.map { $0[keyPath: isOn] }
    self.init(
      isOn: Binding(
        get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
        set: { value in for binding in bindings { binding.wrappedValue = value } }),
      label: label)
  }
}

extension Toggle where Label == Text {
  /// A toggle for several flags, titled by a literal.
  ///
  /// ```swift
  /// Toggle("All Alarms", sources: $alarms, isOn: \.isEnabled)
  /// ```
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Text(titleKey) }
  }

  /// A toggle for several flags, titled by a string value.
  ///
  /// ```swift
  /// Toggle(groupName, sources: $alarms, isOn: \.isEnabled)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Text(title) }
  }
}
