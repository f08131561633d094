import Foundation

/// Whether scroll indicators show.
///
/// ```swift
/// .scrollIndicators(.never)
/// ```
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden unless the platform needs them.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}
