/// UIKit's light or dark appearance trait, for code that converts it with `ColorScheme(_:)`.
///
/// ```swift
/// ColorScheme(UIUserInterfaceStyle.dark)   // .dark
/// ```
public enum UIUserInterfaceStyle: Int, Sendable {
  /// Not known.
  case unspecified
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

extension ColorScheme {
  /// The scheme of a UIKit appearance, or `nil` when it is unspecified.
  ///
  /// ```swift
  /// ColorScheme(UIUserInterfaceStyle.light)   // .light
  /// ```
  public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
    switch uiUserInterfaceStyle {
    case .unspecified: return nil
    case .light: self = .light
    case .dark: self = .dark
    }
  }
}
