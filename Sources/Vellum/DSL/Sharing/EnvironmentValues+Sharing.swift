extension EnvironmentValues {
  /// Where share links send their items: the host's record of shared items.
  package var systemShare: (([String]) -> Void)? {
    get { self[SystemShareKey.self] }
    set { self[SystemShareKey.self] = newValue }
  }

  /// The text on the host's pasteboard, which `PasteButton`s paste.
  package var pasteboard: [String] {
    get { self[PasteboardKey.self] }
    set { self[PasteboardKey.self] = newValue }
  }
}

private enum SystemShareKey: EnvironmentKey {
  static var defaultValue: (([String]) -> Void)? { nil }
}

private enum PasteboardKey: EnvironmentKey {
  static var defaultValue: [String] { [] }
}
