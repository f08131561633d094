/// How a symbol effect plays: repeated, and at what speed.
///
/// ```swift
/// .symbolEffect(.bounce, options: .repeat(3).speed(2), value: count)
/// ```
public struct SymbolEffectOptions: Hashable, Sendable {
  private var parts: [String] = []

  private func adding(_ part: String) -> SymbolEffectOptions {
    var options = self
    options.parts.append(part)
    return options
  }

  /// The system's default options.
  public static let `default` = SymbolEffectOptions()
  /// Repeats the effect.
  public static let repeating = SymbolEffectOptions().adding("repeating")
  /// Plays the effect once.
  public static let nonRepeating = SymbolEffectOptions().adding("nonRepeating")

  /// Repeats the effect a number of times.
  ///
  /// ```swift
  /// SymbolEffectOptions.repeat(2)
  /// ```
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(count)
  }

  /// Plays the effect at a speed (1 is normal).
  ///
  /// ```swift
  /// SymbolEffectOptions.speed(0.5)
  /// ```
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions().speed(speed)
  }

  /// These options, repeating a number of times.
  ///
  /// ```swift
  /// SymbolEffectOptions.speed(2).repeat(3)
  /// ```
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { adding("repeat(\(count))") }

  /// These options, at a speed.
  ///
  /// ```swift
  /// SymbolEffectOptions.repeating.speed(2)
  /// ```
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    adding("speed(\(formatNumber(speed)))")
  }
}
