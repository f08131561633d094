/// UIKit's contrast trait, for code that converts it with `ColorSchemeContrast(_:)`.
///
/// ```swift
/// ColorSchemeContrast(UIAccessibilityContrast.normal)   // .standard
/// ```
public enum UIAccessibilityContrast: Int, Sendable {
  /// Not known.
  case unspecified = -1
  /// Standard contrast.
  case normal
  /// Increased contrast.
  case high
}
