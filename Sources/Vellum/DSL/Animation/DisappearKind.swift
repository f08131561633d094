/// A symbol that disappears.
public enum DisappearKind: SymbolEffectKind {
  /// `disappear`.
  public static let name = "disappear"
}
