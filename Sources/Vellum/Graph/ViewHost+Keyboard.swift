extension ViewHost {
  /// Presses `key` with `modifiers` held: the control on screen whose keyboard shortcut it is
  /// performs its action, as a tap would.
  ///
  /// - Throws: ``InteractionError`` when no control on screen has that shortcut.
  ///
  /// ```swift
  /// try host.press("s")                       // ⌘S
  /// try host.press(.return, modifiers: [])    // a .defaultAction button
  /// ```
  public func press(_ key: KeyEquivalent, modifiers: EventModifiers = .command) throws {
    let shortcut = KeyboardShortcut(key, modifiers: modifiers)
    let record = controls.last { record in
      guard record.environment.keyboardShortcut == shortcut else { return false }
      if case .tap = record.control { return true }
      return false
    }
    guard let record, case .tap(let action) = record.control else {
      throw InteractionError(
        action: "press", label: Self.describe(shortcut), kind: .notFound, onScreen: onScreen(),
        presented: presentedDescription)
    }
    performTap(action, of: record)
  }

  /// Presses `shortcut`.
  ///
  /// ```swift
  /// try host.press(.cancelAction)
  /// ```
  public func press(_ shortcut: KeyboardShortcut) throws {
    try press(shortcut.key, modifiers: shortcut.modifiers)
  }

  /// `⌘⇧N`, `Return`: how an error names a shortcut.
  private static func describe(_ shortcut: KeyboardShortcut) -> String {
    var text = ""
    if shortcut.modifiers.contains(.control) { text += "⌃" }
    if shortcut.modifiers.contains(.option) { text += "⌥" }
    if shortcut.modifiers.contains(.shift) { text += "⇧" }
    if shortcut.modifiers.contains(.command) { text += "⌘" }
    switch shortcut.key {
    case .return: return text + "Return"
    case .escape: return text + "Escape"
    case .space: return text + "Space"
    case .tab: return text + "Tab"
    default: return text + String(shortcut.key.character).uppercased()
    }
  }
}
