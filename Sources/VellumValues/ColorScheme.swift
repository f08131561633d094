/// Light or dark appearance.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// Text(colorScheme == .dark ? "Night" : "Day")
/// ```
public enum ColorScheme: Hashable, CaseIterable, Sendable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}
