import Foundation

/// Keyboard focus for any view, and the key presses a focused view hears: `host.press(_:)`
/// delivers a key no shortcut takes to the `onKeyPress` handlers around the focused view (a
/// `focusable` view whose `focused` binding holds, or the text field being typed into),
/// innermost first, until one handles it.
extension View {
  /// Lets the view take keyboard focus, for `focused` bindings and `onKeyPress`.
  ///
  /// ```swift
  /// Board().focusable().focused($boardIsFocused).onKeyPress(.space) { drop(); return .handled }
  /// ```
  public consuming func focusable(_ isFocusable: Bool = true) -> some View {
    modifier(FocusableModifier(isFocusable: isFocusable))
  }

  /// Lets the view take keyboard focus for `interactions` (a host's focus serves them all).
  ///
  /// ```swift
  /// Editor().focusable(interactions: .edit)
  /// ```
  public consuming func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions)
    -> some View
  {
    modifier(FocusableModifier(isFocusable: isFocusable))
  }

  /// Runs `action` when `key` goes down, or repeats, while this view or one inside it has
  /// focus.
  ///
  /// ```swift
  /// .onKeyPress(.upArrow) { selection -= 1; return .handled }
  /// ```
  public consuming func onKeyPress(
    _ key: KeyEquivalent, action: @escaping () -> KeyPress.Result
  ) -> some View {
    modifier(KeyPressModifier(phases: [.down, .repeat]) { $0.key == key ? action() : nil })
  }

  /// Runs `action` with each press of `key` in `phases` while this view or one inside it has
  /// focus.
  ///
  /// ```swift
  /// .onKeyPress(.space, phases: .all) { press in charging = press.phase != .up; return .handled }
  /// ```
  public consuming func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases,
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(KeyPressModifier(phases: phases) { $0.key == key ? action($0) : nil })
  }

  /// Runs `action` with each press of one of `keys` in `phases`.
  ///
  /// ```swift
  /// .onKeyPress(keys: [.leftArrow, .rightArrow]) { move($0.key); return .handled }
  /// ```
  public consuming func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(KeyPressModifier(phases: phases) { keys.contains($0.key) ? action($0) : nil })
  }

  /// Runs `action` with each press whose characters are all in `characters`.
  ///
  /// ```swift
  /// .onKeyPress(characters: .decimalDigits) { enterDigit($0.characters); return .handled }
  /// ```
  public consuming func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(
      KeyPressModifier(phases: phases) { press in
        let typed = press.characters.unicodeScalars
        return !typed.isEmpty && typed.allSatisfy(characters.contains) ? action(press) : nil
      })
  }

  /// Runs `action` with every key press in `phases`.
  ///
  /// ```swift
  /// .onKeyPress { press in log(press.key); return .ignored }
  /// ```
  public consuming func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(KeyPressModifier(phases: phases) { action($0) })
  }
}

extension EnvironmentValues {
  /// Whether the nearest focusable view around this one has keyboard focus: `false` outside
  /// a focusable view.
  ///
  /// ```swift
  /// @Environment(\.isFocused) private var isFocused
  /// ```
  public internal(set) var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }

  /// The `onKeyPress` handlers around this view, innermost first: each returns `nil` for a
  /// press it does not match.
  var keyPressHandlers: [@MainActor (KeyPress) -> KeyPress.Result?] {
    get { self[KeyPressHandlersKey.self] }
    set { self[KeyPressHandlersKey.self] = newValue }
  }

  /// Whether this view is the content of a `focusable` modifier (and so can hold focus).
  var isFocusable: Bool {
    get { self[IsFocusableKey.self] }
    set { self[IsFocusableKey.self] = newValue }
  }
}

private enum IsFocusedKey: EnvironmentKey {
  static let defaultValue = false
}

private enum IsFocusableKey: EnvironmentKey {
  static let defaultValue = false
}

private enum KeyPressHandlersKey: EnvironmentKey {
  static var defaultValue: [@MainActor (KeyPress) -> KeyPress.Result?] { [] }
}

/// Makes the content focusable: it holds focus while the `focused` binding around it holds.
private struct FocusableModifier: ViewModifier, EnvironmentModifier {
  typealias Body = Never

  let isFocusable: Bool

  func modify(_ environment: inout EnvironmentValues) {
    guard isFocusable else { return }
    environment.isFocusable = true
    environment.isFocused = environment.focusTarget?.isFocused() ?? false
  }
}

/// Adds a key press handler for the focused views inside.
private struct KeyPressModifier: ViewModifier, EnvironmentModifier {
  typealias Body = Never

  let phases: KeyPress.Phases
  let handle: @MainActor (KeyPress) -> KeyPress.Result?

  func modify(_ environment: inout EnvironmentValues) {
    let phases = phases
    let handle = handle
    environment.keyPressHandlers.insert(
      { press in phases.contains(press.phase) ? handle(press) : nil }, at: 0)
  }
}
