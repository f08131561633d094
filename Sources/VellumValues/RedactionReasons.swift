/// Why content is redacted: shown as placeholders while it loads, or hidden for privacy.
///
/// ```swift
/// RecipeRow(recipe: .sample).redacted(reason: .placeholder)
/// ```
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The reasons' bits.
  public let rawValue: Int

  /// Reasons from their bits.
  ///
  /// ```swift
  /// RedactionReasons(rawValue: 1)
  /// ```
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Shown as placeholders, for example while data loads.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Hidden because it is private (views marked `privacySensitive()`).
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Hidden because the content is not meant to be seen now (a widget's invalidated content).
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)

  /// `placeholder`, `privacy`, `invalidated`, joined by `+`.
  package var names: [String] {
    [(Self.placeholder, "placeholder"), (.privacy, "privacy"), (.invalidated, "invalidated")]
      .filter { contains($0.0) }.map(\.1)
  }
}
