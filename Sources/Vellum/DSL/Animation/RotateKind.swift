/// A symbol that rotates.
public enum RotateKind: SymbolEffectKind {
  /// `rotate`.
  public static let name = "rotate"
}
