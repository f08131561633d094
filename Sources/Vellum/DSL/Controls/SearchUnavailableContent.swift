/// The parts of the empty state a search shows when it finds nothing.
///
/// ```swift
/// ContentUnavailableView.search
/// ```
public enum SearchUnavailableContent {
  /// "No Results", with a magnifying glass.
  public struct Label: View {
    let text: String?

    /// The label.
    public var body: some View {
      Vellum.Label(
        text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
    }
  }

  /// "Check the spelling or try a new search."
  public struct Description: View {
    /// The description.
    public var body: some View { Text("Check the spelling or try a new search.") }
  }

  /// No actions.
  public struct Actions: View {
    /// Nothing.
    public var body: some View { EmptyView() }
  }
}
