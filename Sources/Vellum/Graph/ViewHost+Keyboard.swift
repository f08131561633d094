extension ViewHost {
  /// Presses `key` with `modifiers` held: the control on screen whose keyboard shortcut it is
  /// performs its action, as a tap would. A key no control's shortcut takes goes to the view
  /// with keyboard focus — a `focusable` view whose `focused` binding holds, or the text field
  /// focused or typed into — whose `onKeyPress` handlers hear it go down, then up, innermost
  /// first until one handles it.
  ///
  /// - Throws: ``InteractionError`` when no control has the shortcut and no focused view has
  ///   a handler for the key.
  ///
  /// ```swift
  /// try host.press("s")                       // ⌘S
  /// try host.press(.return, modifiers: [])    // a .defaultAction button
  /// try host.press(.upArrow, modifiers: [])   // the focused view's onKeyPress(.upArrow)
  /// ```
  public func press(_ key: KeyEquivalent, modifiers: EventModifiers = .command) throws {
    let shortcut = KeyboardShortcut(key, modifiers: modifiers)
    let record = controls.last { record in
      guard record.environment.keyboardShortcut == shortcut else { return false }
      if case .tap = record.control { return true }
      return false
    }
    if let record, case .tap(let action) = record.control {
      performTap(action, of: record)
      return
    }
    let handlers = focusedRecord()?.environment.keyPressHandlers ?? []
    var heard = false
    interact {
      for phase in [KeyPress.Phases.down, .up] {
        let press = KeyPress(key: key, modifiers: modifiers, phase: phase)
        for handler in handlers {
          guard let result = handler(press) else { continue }
          heard = true
          if result == .handled { break }
        }
      }
    }
    guard heard else {
      throw InteractionError(
        action: "press", label: Self.describe(shortcut), kind: .notFound, onScreen: onScreen(),
        presented: presentedDescription)
    }
  }

  /// The view with keyboard focus: the text field typed into, or a text field or focusable
  /// view whose `focused` binding holds (the outermost record of its content).
  private func focusedRecord() -> GraphNode? {
    let records = reachableRecords()
    if let field = graph.focusedField, records.contains(where: { $0 === field }) { return field }
    return records.first { record in
      if record.environment.isFocusable { return record.environment.isFocused }
      guard case .text = record.control else { return false }
      return record.environment.focusTarget?.isFocused() ?? false
    }
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
