/// The kinds of symbol effect, which name them and choose their protocols.
public protocol SymbolEffectKind: Sendable {
  /// The effect's name: `bounce`.
  static var name: String { get }
}
