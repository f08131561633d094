/// A symbol whose layers light up in turn.
public enum VariableColorKind: SymbolEffectKind {
  /// `variableColor`.
  public static let name = "variableColor"
}
