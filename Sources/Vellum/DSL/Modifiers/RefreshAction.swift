/// Refreshes the content of a refreshable view.
///
/// ```swift
/// @Environment(\.refresh) private var refresh
/// Button("Reload") { Task { await refresh?() } }
/// ```
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the refresh to its end.
  public func callAsFunction() async { await action() }
}
