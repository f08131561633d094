/// The weight text is drawn at: bold when the person turned on Bold Text in Accessibility
/// settings.
///
/// ```swift
/// @Environment(\.legibilityWeight) private var weight
/// Text("Title").fontWeight(weight == .bold ? .heavy : .semibold)
/// ```
public enum LegibilityWeight: Hashable, Sendable, CaseIterable {
  /// Regular weight, the default.
  case regular
  /// Bold weight.
  case bold

  /// The weight a UIKit trait collection reports, or `nil` when it is unspecified.
  ///
  /// ```swift
  /// LegibilityWeight(UILegibilityWeight.bold)   // .bold
  /// ```
  public init?(_ uiLegibilityWeight: UILegibilityWeight) {
    switch uiLegibilityWeight {
    case .unspecified: return nil
    case .regular: self = .regular
    case .bold: self = .bold
    }
  }
}
