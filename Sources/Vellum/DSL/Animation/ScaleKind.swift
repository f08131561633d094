/// A symbol drawn larger or smaller.
public enum ScaleKind: SymbolEffectKind {
  /// `scale`.
  public static let name = "scale"
}
