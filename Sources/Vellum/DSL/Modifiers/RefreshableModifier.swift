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

/// Makes the content refreshable: records it and passes the action down.
private struct RefreshableModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let action: RefreshAction

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.control = .refresh(action)
    record.output = .modified([Attribute(.refreshable, .bool(true))], slot: nil)
    var environment = record.environment
    environment.refresh = action
    record.updateChild(0, content, environment: environment)
  }
}
