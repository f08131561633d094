extension View {
  /// Lets a person pull the view to refresh it: `await host.refresh()` runs `action` to the
  /// end, as the pull's spinner waits for it; views inside read it as `\.refresh`.
  ///
  /// ```swift
  /// List(items) { … }.refreshable { await model.reload() }
  /// ```
  public consuming func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    modifier(RefreshableModifier(action: RefreshAction(action: action)))
  }
}

extension EnvironmentValues {
  /// The refresh action of the refreshable view around this one, if any.
  ///
  /// ```swift
  /// @Environment(\.refresh) private var refresh
  /// ```
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

private enum RefreshKey: EnvironmentKey {
  static let defaultValue: RefreshAction? = nil
}
