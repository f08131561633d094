/// A symbol that wiggles.
public enum WiggleKind: SymbolEffectKind {
  /// `wiggle`.
  public static let name = "wiggle"
}
