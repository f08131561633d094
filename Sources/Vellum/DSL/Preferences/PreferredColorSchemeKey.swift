/// The preference a view's `preferredColorScheme(_:)` sets: the color scheme it asks its
/// presentation to use. Of several, the first on screen wins.
///
/// ```swift
/// .onPreferenceChange(PreferredColorSchemeKey.self) { scheme in chosen = scheme }
/// ```
public struct PreferredColorSchemeKey: PreferenceKey {
  /// The scheme asked for; `nil` for the system's.
  public typealias Value = ColorScheme?

  /// Keeps the first scheme asked for.
  ///
  /// ```swift
  /// PreferredColorSchemeKey.reduce(value: &scheme) { .dark }
  /// ```
  public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
    if value == nil { value = nextValue() }
  }
}
