/// Work the system wakes the app in the background for: an app refresh, or the events of a
/// background URL session, with the scene's `backgroundTask(_:action:)` doing it.
///
/// ```swift
/// WindowGroup { ContentView() }
///   .backgroundTask(.appRefresh("com.example.refresh")) { await store.refresh() }
/// ```
///
/// A host never runs background tasks (see `backgroundTask(_:action:)`), so a task keeps no
/// more than its type.
public struct BackgroundTask<Request, Response>: Sendable {}

extension BackgroundTask where Request == Void, Response == Void {
  /// The app refresh task scheduled with `identifier`.
  ///
  /// ```swift
  /// .backgroundTask(.appRefresh("com.example.refresh")) { await store.refresh() }
  /// ```
  public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask()
  }

  /// The events of the background URL session with `identifier`.
  ///
  /// ```swift
  /// .backgroundTask(.urlSession("com.example.downloads")) { await downloads.finish() }
  /// ```
  public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask()
  }
}

extension BackgroundTask where Request == String, Response == Void {
  /// Every app refresh task; the action is given the task's identifier.
  ///
  /// ```swift
  /// .backgroundTask(.appRefresh) { identifier in await store.refresh(identifier) }
  /// ```
  public static var appRefresh: BackgroundTask<String, Void> {
    BackgroundTask()
  }

  /// Every background URL session's events; the action is given the session's identifier.
  ///
  /// ```swift
  /// .backgroundTask(.urlSession) { identifier in await downloads.finish(identifier) }
  /// ```
  public static var urlSession: BackgroundTask<String, Void> {
    BackgroundTask()
  }

  /// The events of the background URL sessions whose identifiers `matching` accepts.
  ///
  /// ```swift
  /// .backgroundTask(.urlSession(matching: { $0.hasPrefix("downloads.") })) { _ in }
  /// ```
  public static func urlSession(matching: @escaping @Sendable (String) -> Bool)
    -> BackgroundTask<String, Void>
  {
    BackgroundTask()
  }
}
