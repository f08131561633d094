/// The contrast between foreground and background colours the person asked for in
/// Accessibility settings: read it from `@Environment(\.colorSchemeContrast)`.
///
/// ```swift
/// @Environment(\.colorSchemeContrast) private var contrast
/// Text("Due").foregroundStyle(contrast == .increased ? .primary : .secondary)
/// ```
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
  /// The standard contrast, the default.
  case standard
  /// Increased contrast.
  case increased

  /// The contrast a UIKit trait collection reports, or `nil` when it is unspecified.
  ///
  /// ```swift
  /// ColorSchemeContrast(UIAccessibilityContrast.high)   // .increased
  /// ```
  public init?(_ uiAccessibilityContrast: UIAccessibilityContrast) {
    switch uiAccessibilityContrast {
    case .unspecified: return nil
    case .normal: self = .standard
    case .high: self = .increased
    }
  }
}
