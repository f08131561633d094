/// How the lines of multi-line text line up with each other.
///
/// ```swift
/// Text(poem).multilineTextAlignment(.center)
/// ```
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  /// Lines start at the leading edge.
  case leading
  /// Lines are centred.
  case center
  /// Lines end at the trailing edge.
  case trailing
}
