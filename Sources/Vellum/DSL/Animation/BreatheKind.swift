/// A symbol that breathes.
public enum BreatheKind: SymbolEffectKind {
  /// `breathe`.
  public static let name = "breathe"
}
