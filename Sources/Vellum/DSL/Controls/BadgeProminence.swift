/// How prominently badges draw: lists and tab bars read it from the environment.
///
/// ```swift
/// List { inbox }.badgeProminence(.increased)
/// ```
public struct BadgeProminence: Hashable, Sendable {
  private let level: Int

  /// Less prominent than standard: a badge in the secondary colour.
  public static let decreased = BadgeProminence(level: -1)
  /// The standard prominence, the default.
  public static let standard = BadgeProminence(level: 0)
  /// More prominent than standard: a badge on a filled red capsule.
  public static let increased = BadgeProminence(level: 1)
}
