/// A symbol that pulses its opacity.
public enum PulseKind: SymbolEffectKind {
  /// `pulse`.
  public static let name = "pulse"
}
