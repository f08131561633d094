extension Scene {
  /// Runs `action` when the system wakes the app for `task`. Accepted with no effect on the
  /// screen: the system runs background tasks while the app is not on screen, which a preview
  /// never is, so a host never runs the action.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }
  ///   .backgroundTask(.appRefresh("com.example.refresh")) { await store.refresh() }
  /// ```
  public func backgroundTask<Request, Response>(
    _ task: BackgroundTask<Request, Response>,
    action: @escaping @Sendable (Request) async -> Response
  ) -> some Scene {
    self
  }
}
