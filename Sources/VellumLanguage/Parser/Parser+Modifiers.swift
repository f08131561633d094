extension Parser {
  /// Swift's access levels. In a file the interpreter reads whole, they change nothing a
  /// preview shows or does, so they are read and set aside (`private(set)` too).
  static let accessLevels: Set<String> = [
    "private", "fileprivate", "internal", "public", "package", "open",
  ]

  /// The other modifiers set aside in the same way: a class's `final`, and `nonisolated`.
  static let neutralModifiers: Set<String> = ["final", "nonisolated"]

  /// Attributes that say which actor or compiler mode a declaration belongs to (the interpreter
  /// runs every view on the main actor already), and `@main`: the interpreter starts no
  /// process, it shows an `App`'s first window as `ViewHost(app:)` does.
  static let neutralAttributes: Set<String> = ["MainActor", "preconcurrency", "main"]

  /// Whether a declaration modifier starts at the current token.
  var startsDeclarationModifier: Bool {
    if check("@"), let name = peek(1).label { return Self.neutralAttributes.contains(name) }
    guard let word = current.label else { return false }
    return Self.accessLevels.contains(word) || Self.neutralModifiers.contains(word)
  }

  /// Reads the grammar's `declaration-modifier` and `access-level` rules. One access level
  /// (with an optional `(set)`), `final`, `nonisolated`, `@MainActor` or `@preconcurrency`, if
  /// one starts here; returns whether it read one.
  ///
  /// ```swift
  /// @MainActor public static func addPreviews(to gallery: inout PreviewGallery) { … }
  /// private(set) var count = 0
  /// ```
  mutating func consumeDeclarationModifier() -> Bool {
    guard startsDeclarationModifier else { return false }
    let isAccessLevel = current.label.map(Self.accessLevels.contains) ?? false
    if check("@") { advance() }
    advance()
    if isAccessLevel, check("("), peek(1).kind == .identifier("set"), peek(2).kind == .symbol(")") {
      advance()
      advance()
      advance()
    }
    return true
  }

  /// Reads every declaration modifier that starts here.
  mutating func consumeDeclarationModifiers() {
    while consumeDeclarationModifier() {}
  }
}
