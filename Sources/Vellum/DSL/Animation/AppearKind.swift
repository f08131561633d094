/// A symbol that appears.
public enum AppearKind: SymbolEffectKind {
  /// `appear`.
  public static let name = "appear"
}
