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
