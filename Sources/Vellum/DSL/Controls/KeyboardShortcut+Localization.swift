extension KeyboardShortcut {
  /// How a shortcut's key is placed on keyboards of other layouts.
  ///
  /// ```swift
  /// KeyboardShortcut("[", modifiers: .command, localization: .withoutMirroring)
  /// ```
  public struct Localization: Hashable, Sendable {
    private let name: String

    /// The system remaps and mirrors the key for the keyboard's layout.
    public static let automatic = Self(name: "automatic")
    /// The system remaps the key but does not mirror it in right-to-left layouts.
    public static let withoutMirroring = Self(name: "withoutMirroring")
    /// The key is used as written.
    public static let custom = Self(name: "custom")
  }

  /// A shortcut of `key` with `modifiers`, placed on other layouts as `localization` says; a
  /// host's keyboard has one layout, where the key is the one written.
  ///
  /// ```swift
  /// KeyboardShortcut("]", modifiers: .command, localization: .withoutMirroring)
  /// ```
  public init(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization
  ) {
    self.init(key, modifiers: modifiers)
  }
}

extension View {
  /// Makes `key` with `modifiers` perform the action of the controls in this view, placed on
  /// other layouts as `localization` says (a host's keyboard has one layout).
  ///
  /// ```swift
  /// Button("Indent") { indent() }.keyboardShortcut("]", localization: .withoutMirroring)
  /// ```
  public consuming func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command,
    localization: KeyboardShortcut.Localization
  ) -> some View {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
  }
}
