/// The direction text and layouts run: left to right (the default) or right to left.
///
/// ```swift
/// @Environment(\.layoutDirection) private var direction
/// ```
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}
