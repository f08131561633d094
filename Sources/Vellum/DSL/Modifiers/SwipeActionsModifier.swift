extension View {
  /// Adds actions to a list row that a swipe from `edge` reveals (`host.swipe`); tapping one
  /// runs it and hides them. Drawn after the row, at its edge, while revealed.
  /// `allowsFullSwipe` is recorded.
  ///
  /// ```swift
  /// Text(item.name).swipeActions {
  ///   Button("Delete", role: .destructive) { delete(item) }
  /// }
  /// ```
  public consuming func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
  }
}

/// A row's swipe actions for one edge, and whether they are revealed.
private struct SwipeActionsModifier<Actions: View>: ViewModifier {
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  let actions: Actions
  @State private var isRevealed = false

  func body(content: Content) -> some View {
    SwipeActionsBody(
      isRevealed: $isRevealed, edge: edge, allowsFullSwipe: allowsFullSwipe, content: content,
      actions: actions)
  }
}
