/// How prominent the background behind a view is: a selected list row's is increased, so
/// what is drawn on it can use a quieter style.
///
/// ```swift
/// @Environment(\.backgroundProminence) private var backgroundProminence
/// Image(systemName: "star").foregroundStyle(backgroundProminence == .increased ? .white : .yellow)
/// ```
public struct BackgroundProminence: Hashable, Sendable {
  private let level: Int

  /// A standard background, the default.
  public static let standard = BackgroundProminence(level: 0)
  /// A prominent background, such as a selected row's.
  public static let increased = BackgroundProminence(level: 1)
}
