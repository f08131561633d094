/// The level of a heading.
///
/// ```swift
/// Text("Ingredients").accessibilityHeading(.h2)
/// ```
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
  /// A heading of no particular level.
  case unspecified
  /// Level 1.
  case h1
  /// Level 2.
  case h2
  /// Level 3.
  case h3
  /// Level 4.
  case h4
  /// Level 5.
  case h5
  /// Level 6.
  case h6
}
