/// A variant of a symbol: filled, circled, slashed, or plain.
///
/// ```swift
/// Image(systemName: "star").symbolVariant(value <= rating ? .fill : .none)
/// ```
public struct SymbolVariants: Hashable, Sendable {
  /// The variant's name, as in a symbol name suffix (`fill`, `circle.fill`).
  package var name: String

  /// The plain symbol.
  public static let none = SymbolVariants(name: "none")
  /// The filled symbol.
  public static let fill = SymbolVariants(name: "fill")
  /// The symbol in a circle.
  public static let circle = SymbolVariants(name: "circle")
  /// The symbol in a square.
  public static let square = SymbolVariants(name: "square")
  /// The symbol with a slash.
  public static let slash = SymbolVariants(name: "slash")

  /// This variant, filled: `.circle.fill`.
  public var fill: SymbolVariants {
    self == .none ? .fill : SymbolVariants(name: name + ".fill")
  }
}
