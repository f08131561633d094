extension View {
  /// Makes `key` with `modifiers` perform the action of the controls in this view; the host's
  /// `press(_:modifiers:)` presses it.
  ///
  /// ```swift
  /// Button("Save") { save() }.keyboardShortcut("s")
  /// ```
  public consuming func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command
  ) -> some View {
    environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
  }

  /// Makes `shortcut` perform the action of the controls in this view.
  ///
  /// ```swift
  /// Button("Cancel", role: .cancel) { dismiss() }.keyboardShortcut(.cancelAction)
  /// ```
  public consuming func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    environment(\.keyboardShortcut, shortcut)
  }

  /// Makes `shortcut`, when there is one, perform the action of the controls in this view.
  ///
  /// ```swift
  /// Button("Next") { advance() }.keyboardShortcut(isLast ? nil : .defaultAction)
  /// ```
  @_disfavoredOverload
  public consuming func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    environment(\.keyboardShortcut, shortcut)
  }
}

extension EnvironmentValues {
  /// The keyboard shortcut of the controls here, if one was set.
  ///
  /// ```swift
  /// @Environment(\.keyboardShortcut) private var shortcut
  /// ```
  public var keyboardShortcut: KeyboardShortcut? {
    get { self[KeyboardShortcutKey.self] }
    set { self[KeyboardShortcutKey.self] = newValue }
  }
}

private enum KeyboardShortcutKey: EnvironmentKey {
  static var defaultValue: KeyboardShortcut? { nil }
}
