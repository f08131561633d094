/// Ends a search: clears its field and dismisses it; does nothing outside a search.
///
/// ```swift
/// @Environment(\.dismissSearch) private var dismissSearch
/// ```
public struct DismissSearchAction: @unchecked Sendable {
  let action: @MainActor () -> Void

  /// Ends the search.
  @MainActor public func callAsFunction() { action() }
}
