/// UIKit's Bold Text trait, for code that converts it with `LegibilityWeight(_:)`.
///
/// ```swift
/// LegibilityWeight(UILegibilityWeight.regular)   // .regular
/// ```
public enum UILegibilityWeight: Int, Sendable {
  /// Not known.
  case unspecified = -1
  /// Regular weight.
  case regular
  /// Bold weight.
  case bold
}
