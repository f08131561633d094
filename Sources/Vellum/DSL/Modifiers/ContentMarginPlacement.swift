import Foundation

/// Which part of a scroll view content margins apply to.
///
/// ```swift
/// .contentMargins(.top, 20, for: .scrollContent)
/// ```
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String
  /// The content and the indicators.
  public static let automatic = ContentMarginPlacement(name: "automatic")
  /// The content.
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  /// The indicators.
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}
