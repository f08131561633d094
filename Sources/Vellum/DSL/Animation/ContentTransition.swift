/// How a view's content changes in place. Vellum renders the new content at once.
///
/// ```swift
/// Text(count, format: .number).contentTransition(.numericText(countsDown: true))
/// ```
public struct ContentTransition: Hashable, Sendable, CustomStringConvertible {
  /// `numericText(countsDown: true)`.
  public let description: String

  private init(_ description: String) { self.description = description }

  /// The new content replaces the old with no transition.
  public static let identity = ContentTransition("identity")
  /// The old content fades out as the new fades in.
  public static let opacity = ContentTransition("opacity")
  /// The glyphs of text change shape into the new ones.
  public static let interpolate = ContentTransition("interpolate")
  /// Symbol images change with the symbol effect's replace animation.
  public static let symbolEffect = ContentTransition("symbolEffect")

  /// Numbers roll to their new digits, up or down.
  ///
  /// ```swift
  /// .contentTransition(.numericText())
  /// ```
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition("numericText(countsDown: \(countsDown))")
  }

  /// Numbers roll in the direction of a value's change.
  ///
  /// ```swift
  /// .contentTransition(.numericText(value: Double(score)))
  /// ```
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition("numericText(value: \(formatNumber(value)))")
  }
}
