extension ViewHost {
  /// Pulls to refresh the refreshable view showing `label` (or the only one on screen when
  /// `nil`), waiting for its action to finish, then updates the screen.
  ///
  /// - Throws: ``InteractionError`` when no refreshable view (or several) matches.
  ///
  /// ```swift
  /// try await host.refresh()
  /// ```
  public func refresh(_ label: String? = nil) async throws {
    let refreshables = controls.filter { record in
      guard case .refresh = record.control else { return false }
      guard let label else { return true }
      return screenNodes(of: record).contains { $0.searchableNames.contains(label) }
        || containerNames(of: record).contains(label)
    }
    let record = try choose(refreshables, label: label ?? "", action: "refresh")
    guard case .refresh(let action) = record.control else { return }
    graph.report.begin()
    await action()
    graph.flush()
  }
}
