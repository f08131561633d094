extension ViewHost {
  /// Long-presses the view whose text, accessibility label or identifier is `label`: runs its
  /// `onLongPressGesture` action, or opens its `contextMenu`.
  ///
  /// - Throws: ``InteractionError`` when nothing or several things that respond to a long
  ///   press match, or the match is disabled or hidden.
  ///
  /// ```swift
  /// try host.longPress("Milk")   // opens the row's context menu
  /// try host.tap("Delete")
  /// ```
  public func longPress(_ label: String) throws {
    let record = try find(label, action: "long-press") {
      if case .longPress = $0 { return true }
      return false
    }
    guard case .longPress(let action) = record.control else { return }
    interact { action() }
  }

  /// Swipes the row whose text is `label` from `edge` (trailing by default, as to delete),
  /// revealing its `swipeActions` for that edge; tap one by its label to run it.
  ///
  /// - Throws: ``InteractionError`` when no row (or several) with swipe actions on that edge
  ///   matches.
  ///
  /// ```swift
  /// try host.swipe("Milk")
  /// try host.tap("Delete")
  /// ```
  public func swipe(_ label: String, edge: HorizontalEdge = .trailing) throws {
    let record = try find(label, action: "swipe \(edge == .trailing ? "left" : "right") on") {
      if case .swipe(let swipeEdge, _) = $0 { return swipeEdge == edge }
      return false
    }
    guard case .swipe(_, let reveal) = record.control else { return }
    interact { reveal() }
  }
}

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
