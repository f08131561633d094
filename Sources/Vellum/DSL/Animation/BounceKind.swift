/// A symbol that bounces.
public enum BounceKind: SymbolEffectKind {
  /// `bounce`.
  public static let name = "bounce"
}
