/// What a tab is for, beyond showing its content: the search tab, which iOS places apart.
///
/// ```swift
/// Tab(role: .search) { SearchView() }
/// ```
public struct TabRole: Hashable, Sendable {
  private let name: String

  /// The tab that searches the app.
  public static let search = TabRole(name: "search")
}
